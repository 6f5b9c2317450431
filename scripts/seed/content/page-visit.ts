import type { Localized } from "@schemas/rules/localized";

const de = {
  meta: { title: "Besuch", headline: "Ihr Besuch", meta_description: "Öffnungszeiten, Eintrittspreise, Führungen und Gruppenbesuche im Museum am Fluss." },
  jump: { hours: "Öffnungszeiten", prices: "Preise", tours: "Führungen", groups: "Gruppen" },
  notice: {
    tone: "important" as const,
    title: "Säle 7 und 8 im Umbau",
    content: "Die beiden Säle im Obergeschoss sind bis Ende März geschlossen. Die Sammlung im Erdgeschoss und der Skulpturengarten sind wie gewohnt geöffnet.",
  },
  hours: "<p><strong>Dienstag bis Sonntag:</strong> 10–18 Uhr<br><strong>Donnerstag:</strong> 10–22 Uhr<br><strong>Montag:</strong> geschlossen</p><p>An Feiertagen gelten besondere Zeiten; sie stehen immer aktuell oben auf jeder Seite.</p>",
  prices: "<ul><li>Eintritt: 14 Euro</li><li>Ermäßigt: 9 Euro (Studierende, Azubis, Schwerbehinderte)</li><li>Kinder und Jugendliche unter 18: frei</li><li>Mitglieder des Freundeskreises: frei</li></ul><p>Der Skulpturengarten ist zu den Öffnungszeiten frei zugänglich.</p>",
  tours: "Führungen am Wochenende",
  groups: {
    headline: "Mit der Gruppe ins Museum",
    text: "<p>Für Schulklassen, Vereine und Firmen bieten wir Führungen zu allen Ausstellungen an – auf Deutsch, Englisch, in Leichter Sprache oder als Tastführung. Schulen aus Flussheim kommen kostenlos.</p>",
    link: "Gruppenführung anfragen",
  },
  directions: {
    meta: { title: "Anfahrt", headline: "So finden Sie uns", meta_description: "Anfahrt zum Museum am Fluss mit Straßenbahn, Bus, Fahrrad und Auto." },
    intro: "<p>Das Museum liegt am Ufer mitten in der Altstadt, fünf Minuten vom Hauptbahnhof. Die Alte Pumpstation erreichen Sie in fünf Minuten zu Fuß flussabwärts.</p>",
    venues: "Unsere Häuser",
    parkingLink: "Parken und Fahrrad",
  },
  parking: {
    meta: { title: "Parken", headline: "Parken und Fahrrad", meta_description: "Parkhaus, Behindertenparkplätze und Fahrradstellplätze am Museum am Fluss." },
    text: "<p>Das Parkhaus Uferstraße gegenüber dem Museum hat rund um die Uhr geöffnet (2 Euro pro Stunde, mit Museumsticket 1 Euro). Zwei Behindertenparkplätze liegen direkt am Eingang Mühlgasse.</p><p>Fahrräder stellen Sie an den überdachten Bügeln im Skulpturengarten ab; dort gibt es auch eine Ladestation für E-Bikes.</p>",
    caption: "Der Vorplatz zum Fluss: Hier beginnt der Uferweg.",
  },
  access: {
    meta: { title: "Barrierefreiheit", headline: "Barrierefrei ins Museum", meta_description: "Stufenlose Wege, Tastführungen, Gebärdensprache und Leichte Sprache im Museum am Fluss." },
    text: "<p>Alle Ausstellungsräume, das Café und die Toiletten sind stufenlos erreichbar; Rollstühle und Klapphocker leihen Sie kostenlos an der Kasse. Assistenzhunde sind willkommen.</p><p>Jeden Monat gibt es eine Tastführung durch den Skulpturengarten und eine Führung in Deutscher Gebärdensprache. Zu jedem Raum der Sammlung liegen Texte in Leichter Sprache aus.</p>",
    video: "Das Museum in Deutscher Gebärdensprache",
    events: "Barrierefreie Termine",
  },
};

export const VISIT_TEXT: Localized<typeof de> = {
  de,
  en: {
    meta: { title: "Visit", headline: "Your visit", meta_description: "Opening hours, admission prices, guided tours and group visits at the Museum by the River." },
    jump: { hours: "Opening hours", prices: "Prices", tours: "Tours", groups: "Groups" },
    notice: {
      tone: "important" as const,
      title: "Rooms 7 and 8 under renovation",
      content: "The two rooms on the upper floor are closed until the end of March. The collection on the ground floor and the sculpture garden are open as usual.",
    },
    hours: "<p><strong>Tuesday to Sunday:</strong> 10 am–6 pm<br><strong>Thursday:</strong> 10 am–10 pm<br><strong>Monday:</strong> closed</p><p>Special hours apply on public holidays; they are always shown at the top of every page.</p>",
    prices: "<ul><li>Admission: 14 euros</li><li>Reduced: 9 euros (students, trainees, disabled visitors)</li><li>Under 18: free</li><li>Friends of the Museum: free</li></ul><p>The sculpture garden is free to enter during opening hours.</p>",
    tours: "Tours at the weekend",
    groups: {
      headline: "Visiting as a group",
      text: "<p>We offer tours of every exhibition for school classes, clubs and companies – in German, English, Easy Language or as a touch tour. Schools from Flussheim visit free of charge.</p>",
      link: "Request a group tour",
    },
    directions: {
      meta: { title: "Directions", headline: "How to find us", meta_description: "Getting to the Museum by the River by tram, bus, bike and car." },
      intro: "<p>The museum stands on the riverbank in the heart of the old town, five minutes from the main station. The Old Pumping Station is a five-minute walk downstream.</p>",
      venues: "Our buildings",
      parkingLink: "Parking and bikes",
    },
    parking: {
      meta: { title: "Parking", headline: "Parking and bikes", meta_description: "Car park, disabled parking and bike racks at the Museum by the River." },
      text: "<p>The Uferstraße car park opposite the museum is open around the clock (2 euros an hour, 1 euro with a museum ticket). Two disabled parking spaces are right by the Mühlgasse entrance.</p><p>Bikes can be left at the covered racks in the sculpture garden, where there is also a charging point for e-bikes.</p>",
      caption: "The forecourt on the river: this is where the riverside path begins.",
    },
    access: {
      meta: { title: "Accessibility", headline: "An accessible museum", meta_description: "Step-free routes, touch tours, sign language and Easy Language at the Museum by the River." },
      text: "<p>All exhibition rooms, the café and the toilets are step-free; wheelchairs and folding stools can be borrowed free of charge at the ticket desk. Assistance dogs are welcome.</p><p>Every month there is a touch tour of the sculpture garden and a tour in German Sign Language. Every room of the collection has texts in Easy Language.</p>",
      video: "The museum in German Sign Language",
      events: "Accessible events",
    },
  },
};
