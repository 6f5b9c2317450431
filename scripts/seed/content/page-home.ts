import type { Localized } from "@schemas/rules/localized";

const de = {
  meta: {
    title: "Startseite",
    headline: "Museum am Fluss",
    meta_title: "Museum am Fluss – Kunst, Musik und Geschichten am Wasser",
    meta_description: "Das Museum am Fluss in Flussheim zeigt Malerei und Fotografie vom 20. Jahrhundert bis heute, mit Konzerten, Führungen, Werkstätten und Familiensonntagen.",
  },
  hero: {
    headline: "Farbe als Ereignis",
    text: "Achtzig Gemälde erzählen, wie die Malerei nach 1945 die Farbe befreite. Noch bis zum Ende des Sommers in der Galerie Ost.",
    button: "Programm und Karten",
  },
  nowOn: "Jetzt im Museum",
  nowOnLink: "Zur Ausstellung",
  upcoming: { preline: "Programm", headline: "Die nächsten Tage", link: "Alle Termine im Kalender" },
  friends: {
    preline: "Freundeskreis",
    headline: "Ein Jahr lang so oft Sie möchten",
    text: "Mitglieder besuchen alle Ausstellungen frei, erhalten ermäßigte Konzertkarten und Einladungen zu Vorbesichtigungen.",
    link: "Mitglied werden",
  },
  opening: {
    preline: "Ab Herbst",
    headline: "Raster und Rhythmus",
    subline: "Ilse Brandauer – die erste Retrospektive seit dreißig Jahren",
    text: "Ilse Brandauer baute ihre Bilder wie Partituren. Aus ihrem Nachlass zeigen wir Gemälde, Skizzenbücher und unbekannte Entwürfe – eröffnet wird mit Musik des Ensembles Querstrom.",
    link: "Zur Eröffnung",
  },
  magazine: "Aus dem Magazin",
  highlight: "Hinter den Kulissen",
  partners: "Mit freundlicher Unterstützung",
  columns: [
    { headline: "Öffnungszeiten", text: "<p>Dienstag bis Sonntag 10–18 Uhr, donnerstags bis 22 Uhr. Montags geschlossen.</p>", link: "Alle Zeiten und Preise" },
    { headline: "Anfahrt", text: "<p>Straßenbahn 4 und 6 bis „Museum am Fluss“. Das Parkhaus Uferstraße liegt gegenüber.</p>", link: "So finden Sie uns" },
    { headline: "Barrierefrei", text: "<p>Alle Räume sind stufenlos erreichbar. Wir bieten Tastführungen und Texte in Leichter Sprache.</p>", link: "Barrierefreiheit" },
  ],
};

export const HOME_TEXT: Localized<typeof de> = {
  de,
  en: {
    meta: {
      title: "Home",
      headline: "Museum by the River",
      meta_title: "Museum by the River – art, music and stories by the water",
      meta_description: "The Museum by the River in Flussheim shows painting and photography from the twentieth century to today, with concerts, tours, workshops and Family Sundays.",
    },
    hero: {
      headline: "Colour as Event",
      text: "Eighty paintings tell how painting after 1945 set colour free. Until the end of summer in the East Gallery.",
      button: "What's on and tickets",
    },
    nowOn: "Now at the museum",
    nowOnLink: "To the exhibition",
    upcoming: { preline: "What's on", headline: "The next few days", link: "Every date in the calendar" },
    friends: {
      preline: "Friends of the Museum",
      headline: "As often as you like, all year",
      text: "Members visit every exhibition for free and receive reduced concert tickets and invitations to previews.",
      link: "Become a member",
    },
    opening: {
      preline: "From the autumn",
      headline: "Grid and Rhythm",
      subline: "Ilse Brandauer – the first retrospective in thirty years",
      text: "Ilse Brandauer built her paintings like musical scores. From her estate we show paintings, sketchbooks and unknown designs – opening with music by Ensemble Querstrom.",
      link: "To the opening",
    },
    magazine: "From the magazine",
    highlight: "Behind the scenes",
    partners: "With the kind support of",
    columns: [
      { headline: "Opening hours", text: "<p>Tuesday to Sunday 10 am–6 pm, Thursdays until 10 pm. Closed on Mondays.</p>", link: "All hours and prices" },
      { headline: "Getting here", text: "<p>Tram 4 or 6 to “Museum am Fluss”. The Uferstraße car park is opposite.</p>", link: "How to find us" },
      { headline: "Accessible", text: "<p>Every room is step-free. We offer touch tours and texts in Easy Language.</p>", link: "Accessibility" },
    ],
  },
};
