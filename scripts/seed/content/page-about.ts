import type { Localized } from "@schemas/rules/localized";

const de = {
  meta: { title: "Über uns", headline: "Über das Museum", meta_description: "Geschichte, Sammlung und Team des Museums am Fluss in Flussheim." },
  intro: {
    preline: "Seit 1908",
    headline: "Ein Haus für Kunst am Wasser",
    text: "<p>Das Museum am Fluss wurde 1908 von Flussheimer Bürgerinnen und Bürgern gegründet, die ihre Sammlungen der Stadt schenkten. Heute umfasst die Sammlung rund 4.000 Gemälde, Fotografien und Skulpturen vom Expressionismus bis zur Gegenwart.</p>",
  },
  history: "<h3>Vom Backsteinbau zum Glaskubus</h3><p>Der Backsteinbau am Ufer war ursprünglich ein Lagerhaus für Getreide. 1908 zog das Museum ein, 2012 kam der gläserne Anbau mit Foyer, Großem Saal und Depot hinzu. Seit 2021 zeigen wir Fotografie und Medienkunst auch in der Alten Pumpstation am Hafen.</p><p>Was geblieben ist: der Blick auf den Fluss aus fast jedem Raum.</p>",
  quote: { content: "Ein Museum gehört allen, die hereinkommen – und allen, die es noch nicht getan haben.", author: "Katrin Albers, Direktorin" },
  quoteImageCaption: "Hanna Wendt, Flusslauf, 1961",
  quoteSide: "<p>Jedes Jahr kommen rund 180.000 Gäste ins Museum, ein Viertel davon zu Konzerten, Kursen und Abendveranstaltungen.</p>",
  collection: "Aus der Sammlung",
  team: { headline: "Das Team", link: "Zum Profil" },
  faq: {
    headline: "Häufige Fragen",
    items: [
      { question: "Darf ich im Museum fotografieren?", answer: "<p>Ja, ohne Blitz und Stativ für private Zwecke. In einzelnen Sonderausstellungen gelten Ausnahmen; darauf weisen Schilder hin.</p>" },
      { question: "Gibt es eine Garderobe?", answer: "<p>Ja, kostenlose Schließfächer im Untergeschoss. Große Taschen und Rucksäcke bitte dort abgeben.</p>" },
      { question: "Kann ich mit dem Kinderwagen kommen?", answer: "<p>Selbstverständlich. Alle Räume sind stufenlos erreichbar, Wickeltische gibt es auf jeder Etage.</p>" },
      { question: "Wie kann ich dem Museum ein Werk schenken?", answer: "<p>Schreiben Sie an die Sammlungsleitung. Wir prüfen jedes Angebot sorgfältig und melden uns innerhalb eines Monats.</p>" },
    ],
  },
  contact: { text: "<p><strong>Noch Fragen?</strong><br>Unser Besucherservice hilft gern weiter, Dienstag bis Sonntag von 10 bis 18 Uhr.</p>", link: "E-Mail schreiben" },
  film: {
    title: "Ein Tag im Museum am Fluss",
    audio: "Hörtext: Die Geschichte des Hauses",
    transcript: "(Stille) Drei Sekunden Ruhe im Großen Saal, bevor sich die Türen öffnen.",
  },
};

export const ABOUT_TEXT: Localized<typeof de> = {
  de,
  en: {
    meta: { title: "About", headline: "About the museum", meta_description: "History, collection and team of the Museum by the River in Flussheim." },
    intro: {
      preline: "Since 1908",
      headline: "A house for art by the water",
      text: "<p>The Museum by the River was founded in 1908 by citizens of Flussheim who gave their collections to the city. Today the collection comprises some 4,000 paintings, photographs and sculptures from Expressionism to the present.</p>",
    },
    history: "<h3>From brick warehouse to glass cube</h3><p>The brick building on the riverbank was originally a grain warehouse. The museum moved in in 1908; in 2012 the glass extension added the foyer, the Great Hall and the store. Since 2021 we have also shown photography and media art in the Old Pumping Station at the harbour.</p><p>What has remained: the view of the river from almost every room.</p>",
    quote: { content: "A museum belongs to everyone who comes in – and to everyone who hasn't yet.", author: "Katrin Albers, Director" },
    quoteImageCaption: "Hanna Wendt, River Course, 1961",
    quoteSide: "<p>Some 180,000 visitors come to the museum every year, a quarter of them for concerts, courses and evening events.</p>",
    collection: "From the collection",
    team: { headline: "The team", link: "To the profile" },
    faq: {
      headline: "Frequently asked questions",
      items: [
        { question: "May I take photographs in the museum?", answer: "<p>Yes, for private use without flash or tripod. Some special exhibitions are exceptions; signs will tell you.</p>" },
        { question: "Is there a cloakroom?", answer: "<p>Yes, free lockers on the lower floor. Please leave large bags and rucksacks there.</p>" },
        { question: "Can I bring a pushchair?", answer: "<p>Of course. Every room is step-free, and there are baby-changing tables on every floor.</p>" },
        { question: "How can I donate a work to the museum?", answer: "<p>Write to the head of collection. We consider every offer carefully and reply within a month.</p>" },
      ],
    },
    contact: { text: "<p><strong>Any questions?</strong><br>Our visitor service is happy to help, Tuesday to Sunday from 10 am to 6 pm.</p>", link: "Send an e-mail" },
    film: {
      title: "A day at the Museum by the River",
      audio: "Audio text: the story of the building",
      transcript: "(Silence) Three seconds of quiet in the Great Hall before the doors open.",
    },
  },
};
