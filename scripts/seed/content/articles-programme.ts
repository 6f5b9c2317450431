import type { ArticleText } from "./magazine";

/** Stories about the programme: concerts, families, courses and the people who make them. */
export const ARTICLES_PROGRAMME: readonly ArticleText[] = [
  {
    key: "morawski-residenz", category: "musik", tags: ["musik"], author: "clara-vogt", image: "taktstock", daysAgo: 5,
    title: { de: "Komponieren vor Bildern", en: "Composing in Front of Paintings" },
    teaser: { de: "Ada Morawski schreibt als Artist in Residence ein Stück über die Sammlung. Wir haben ihr über die Schulter geschaut.", en: "As artist in residence, Ada Morawski is writing a piece about the collection. We looked over her shoulder." },
    body: {
      de: [
        "Jeden Morgen vor der Öffnung sitzt Ada Morawski mit Notenpapier in der Galerie West. Sie skizziert nicht die Bilder, sondern ihre Rhythmen: die Abstände zwischen Farbflächen, die Wiederholungen im Raster.",
        "Das Stück soll im Frühjahr im Großen Saal uraufgeführt werden – vor genau den Bildern, aus denen es entstanden ist.",
      ],
      en: [
        "Every morning before opening, Ada Morawski sits in the West Gallery with manuscript paper. She does not sketch the paintings but their rhythms: the gaps between colour fields, the repetitions in the grid.",
        "The piece is due to premiere in the Great Hall in spring – in front of the very paintings it grew out of.",
      ],
    },
  },
  {
    key: "familiensonntag-erfahrungen", category: "familie", tags: ["vermittlung"], author: "samuel-okafor", image: "drei-monde", daysAgo: 11,
    title: { de: "Was Kinder in Bildern sehen", en: "What Children See in Paintings" },
    teaser: { de: "Nach 200 Familiensonntagen erzählt Samuel Okafor, was er von den jüngsten Gästen gelernt hat.", en: "After 200 Family Sundays, Samuel Okafor tells us what he has learned from our youngest visitors." },
    body: {
      de: [
        "„Das ist ein Fisch, der schläft“, sagte einmal ein Mädchen vor einem Bild von Paul Oehlert, auf dem nur drei Kreise zu sehen sind. Seitdem beginnt jeder Familiensonntag mit der Frage: Was seht ihr?",
        "Kinder schauen länger hin als Erwachsene, sagt Okafor. Sie wollen nicht wissen, was richtig ist, sondern was sie entdecken. Viele Eltern erzählen, dass sie selbst dabei neu sehen lernen.",
      ],
      en: [
        "“That's a fish that's asleep,” a girl once said in front of a painting by Paul Oehlert that shows nothing but three circles. Since then, every Family Sunday has begun with the question: what do you see?",
        "Children look for longer than adults, says Okafor. They don't want to know what's right, but what they can discover. Many parents tell us they learn to see afresh themselves.",
      ],
    },
  },
  {
    key: "streichquartett-portraet", category: "musik", tags: ["musik"], author: "clara-vogt", image: "partitur", daysAgo: 18,
    title: { de: "Vier Stimmen, ein Saal", en: "Four Voices, One Hall" },
    teaser: { de: "Das Flussheimer Streichquartett spielt seit zehn Jahren im Museum. Ein Porträt.", en: "The Flussheim String Quartet has been playing at the museum for ten years. A portrait." },
    body: {
      de: [
        "Sie haben sich im Studium kennengelernt und im Großen Saal ihr erstes Konzert gegeben – vor 40 Zuhörerinnen und Zuhörern. Heute sind die Abende des Quartetts oft Wochen im Voraus ausverkauft.",
        "Der Saal mit seiner hohen Holzdecke sei akustisch ein Glücksfall, sagt die Bratschistin. Und die Bilder an den Wänden? „Die spielen mit.“",
      ],
      en: [
        "They met as students and gave their first concert in the Great Hall – to an audience of 40. Today the quartet's evenings are often sold out weeks in advance.",
        "The hall with its high wooden ceiling is an acoustic stroke of luck, says the violist. And the paintings on the walls? “They play along.”",
      ],
    },
  },
  {
    key: "linolschnitt-anleitung", category: "familie", tags: ["vermittlung"], author: "mira-kessler", image: "fassade", daysAgo: 22,
    title: { de: "Linolschnitt am Küchentisch", en: "Linocut at the Kitchen Table" },
    teaser: { de: "Mira Kessler erklärt in fünf Schritten, wie man zu Hause einen eigenen Druck macht.", en: "Mira Kessler explains in five steps how to make your own print at home." },
    body: {
      de: [
        "Sie brauchen eine Linolplatte, zwei Schnitzmesser, eine Walze und wasserlösliche Druckfarbe – alles im Bastelladen erhältlich. Zeichnen Sie Ihr Motiv spiegelverkehrt auf die Platte.",
        "Schneiden Sie alles weg, was weiß bleiben soll, immer vom Körper weg. Farbe dünn aufwalzen, Papier auflegen, mit einem Löffel kräftig reiben – und dann vorsichtig abziehen. Der erste Druck ist nie perfekt, und genau das macht ihn schön.",
      ],
      en: [
        "You need a lino block, two carving tools, a roller and water-based printing ink – all available from a craft shop. Draw your design on the block in mirror image.",
        "Cut away everything that should stay white, always away from your body. Roll the ink on thinly, lay the paper on top, rub firmly with a spoon – then peel it off carefully. The first print is never perfect, and that is exactly what makes it beautiful.",
      ],
    },
  },
  {
    key: "jazz-garten-rueckblick", category: "musik", tags: ["musik", "fluss"], author: "ada-morawski", image: "brandung", daysAgo: 29,
    title: { de: "Jazz zwischen Bronze und Platanen", en: "Jazz Among Bronzes and Plane Trees" },
    teaser: { de: "Warum der Skulpturengarten der schönste Konzertort der Stadt ist – und was passiert, wenn es regnet.", en: "Why the sculpture garden is the finest concert venue in town – and what happens when it rains." },
    body: {
      de: [
        "Wenn die Sonne hinter dem anderen Ufer versinkt und das erste Stück beginnt, wird es im Garten ganz still. Die Skulpturen werfen lange Schatten, auf dem Fluss ziehen Schiffe vorbei.",
        "Und wenn es regnet? Dann ziehen alle ins Foyer um, die Band spielt unplugged, und hinter der Glasfassade rauscht der Regen. Manche Stammgäste sagen, das seien die besten Abende.",
      ],
      en: [
        "When the sun sinks behind the far bank and the first piece begins, the garden falls silent. The sculptures cast long shadows; ships glide past on the river.",
        "And if it rains? Everyone moves into the foyer, the band plays unplugged and the rain patters behind the glass façade. Some regulars say those are the best evenings.",
      ],
    },
  },
  {
    key: "tastfuehrung", category: "gespraech", tags: ["barrierefreiheit", "vermittlung"], author: "samuel-okafor", image: "gezeiten", daysAgo: 35,
    title: { de: "Mit den Händen sehen", en: "Seeing with Your Hands" },
    teaser: { de: "Bei der Tastführung dürfen Skulpturen berührt werden. Ein Teilnehmer erzählt, was das für ihn bedeutet.", en: "On the touch tour, sculptures may be touched. One participant tells us what that means to him." },
    body: {
      de: [
        "Thomas Berger ist seit seiner Geburt blind und kommt seit drei Jahren zu jeder Tastführung. „Im Museum stand ich früher immer vor Glas oder Absperrungen. Hier darf ich die Kunst endlich selbst erfahren.“",
        "Besonders mag er die große Bronze am Flussufer: kalt am Morgen, warm am Nachmittag. „Eine Skulptur verändert sich mit dem Tag. Das sieht man nicht, das muss man fühlen.“",
      ],
      en: [
        "Thomas Berger has been blind since birth and has come to every touch tour for three years. “In museums I always used to stand in front of glass or barriers. Here I can finally experience the art myself.”",
        "He especially likes the large bronze on the riverbank: cold in the morning, warm in the afternoon. “A sculpture changes through the day. You can't see that, you have to feel it.”",
      ],
    },
  },
  {
    key: "lange-nacht-vorschau", category: "hinter-den-kulissen", tags: ["fluss"], author: "jan-peters", image: "kreisel", daysAgo: 41,
    title: { de: "Eine Nacht, zwölf Museen", en: "One Night, Twelve Museums" },
    teaser: { de: "Die Lange Nacht der Museen steht an. So bereitet sich das Team auf 5.000 Gäste vor.", en: "The Long Night of Museums is coming. How the team prepares for 5,000 visitors." },
    body: {
      de: [
        "Fünftausend Menschen an einem Abend – so viele kommen sonst in zwei Wochen. Jan Peters plant mit seinem Team seit Monaten: zusätzliche Kassen, Wegweiser, ein Shuttle im Zehn-Minuten-Takt.",
        "Der Höhepunkt ist gegen Mitternacht: Dann verwandelt eine Projektion die Fassade zum Fluss in ein riesiges Gemälde. Tipp: Die beste Sicht hat man von der Brücke.",
      ],
      en: [
        "Five thousand people in one evening – as many as usually come in two weeks. Jan Peters and his team have been planning for months: extra ticket desks, signposts, a shuttle every ten minutes.",
        "The highlight comes around midnight, when a projection turns the river façade into a giant painting. Tip: the best view is from the bridge.",
      ],
    },
  },
  {
    key: "schulprogramm", category: "familie", tags: ["vermittlung"], author: "samuel-okafor", image: "doppelpunkt", daysAgo: 48,
    title: { de: "Die Klasse im Museum", en: "The Class at the Museum" },
    teaser: { de: "Jedes Jahr besuchen uns 9.000 Schülerinnen und Schüler. Was sie hier lernen, steht in keinem Lehrplan.", en: "Every year 9,000 pupils visit us. What they learn here is in no curriculum." },
    body: {
      de: [
        "Morgens um neun, bevor das Museum öffnet, gehören die Säle den Schulklassen. Sie zeichnen, diskutieren, schreiben Geschichten zu Bildern – und manchmal liegen sie einfach auf dem Boden und schauen an die Decke.",
        "Für Schulen aus Flussheim ist der Besuch kostenlos, auch die Busfahrt bezahlt der Freundeskreis. Lehrkräfte können Termine über das Formular auf unserer Website anfragen.",
      ],
      en: [
        "At nine in the morning, before the museum opens, the galleries belong to school classes. They draw, discuss, write stories about pictures – and sometimes they simply lie on the floor and look at the ceiling.",
        "Visits are free for schools from Flussheim, and the Friends of the Museum even pay for the bus. Teachers can request dates through the form on our website.",
      ],
    },
  },
  {
    key: "kino-programm", category: "musik", tags: ["fotografie"], author: "clara-vogt", image: "abendfarben", daysAgo: 57,
    title: { de: "Künstler im Kino", en: "Artists at the Cinema" },
    teaser: { de: "Das Studio wird jeden zweiten Freitag zum Kinosaal. Fünf Filme, die man gesehen haben sollte.", en: "Every other Friday the studio becomes a cinema. Five films worth seeing." },
    body: {
      de: [
        "Dokumentarfilme über Künstlerinnen und Künstler zeigen, was kein Wandtext leisten kann: wie jemand arbeitet, zweifelt, neu beginnt. Deshalb zeigen wir sie im Original mit Untertiteln.",
        "Den Auftakt macht ein seltener Film über Hanna Wendt aus dem Jahr 1965, gedreht an genau dem Ufer, das man vom Studio aus sehen kann.",
      ],
      en: [
        "Documentaries about artists show what no wall label can: how someone works, doubts, starts again. That is why we show them in the original language with subtitles.",
        "The season opens with a rare 1965 film about Hanna Wendt, shot on the very riverbank you can see from the studio.",
      ],
    },
  },
  {
    key: "freundeskreis", category: "gespraech", tags: ["neuerwerbung"], author: "katrin-albers", image: "morgenfeld", daysAgo: 66,
    title: { de: "Vierzig Jahre Freundeskreis", en: "Forty Years of the Friends" },
    teaser: { de: "1.800 Mitglieder, 34 Ankäufe und unzählige Kuchen: Der Freundeskreis des Museums feiert Geburtstag.", en: "1,800 members, 34 acquisitions and countless cakes: the Friends of the Museum celebrate a birthday." },
    body: {
      de: [
        "Gegründet wurde der Freundeskreis 1985 von zwölf Flussheimerinnen und Flussheimern, die ein Bild für das Museum kaufen wollten. Heute ist er einer der größten Museumsvereine der Region.",
        "Mitglieder haben freien Eintritt, ermäßigte Konzertkarten und werden zu Vorbesichtigungen eingeladen. Vor allem aber ermöglichen sie Ankäufe, die das Museum allein nie stemmen könnte.",
      ],
      en: [
        "The Friends were founded in 1985 by twelve residents of Flussheim who wanted to buy a painting for the museum. Today it is one of the largest museum associations in the region.",
        "Members enjoy free admission, reduced concert tickets and invitations to previews. Above all, they make acquisitions possible that the museum could never manage alone.",
      ],
    },
  },
  {
    key: "herbstferien", category: "familie", tags: ["vermittlung"], author: "samuel-okafor", image: "orbit", daysAgo: 77,
    title: { de: "Ferien im Atelier", en: "Holidays in the Studio" },
    teaser: { de: "Fünf Tage, zwölf Kinder, ein großes Wandbild: So war der Ferienkurs im Atelierhaus.", en: "Five days, twelve children, one big mural: this was the holiday course in the Studio House." },
    body: {
      de: [
        "Am Montag kannten sich die Kinder noch nicht, am Freitag hatten sie gemeinsam ein sechs Meter langes Bild gemalt: den Fluss, von der Quelle bis zum Meer, mit Fischen, Schiffen und einem Drachen.",
        "Das Wandbild hängt bis zum Frühjahr im Foyer. Die nächsten Ferienkurse sind schon geplant – Anmeldung über das Kontaktformular.",
      ],
      en: [
        "On Monday the children did not know each other; by Friday they had painted a six-metre picture together: the river from its source to the sea, with fish, ships and a dragon.",
        "The mural hangs in the foyer until spring. The next holiday courses are already planned – sign up through the contact form.",
      ],
    },
  },
];
