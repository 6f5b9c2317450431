import type { ArticleText } from "./magazine";

/** Stories about the collection, the building and the people who look after them. */
export const ARTICLES_COLLECTION: readonly ArticleText[] = [
  {
    key: "flusslauf-restaurierung", category: "hinter-den-kulissen", tags: ["restaurierung", "malerei"], author: "lea-stein", image: "flusslauf", daysAgo: 3,
    title: { de: "Ein Fluss kommt ans Licht", en: "A River Comes to Light" },
    teaser: { de: "Seit Monaten nimmt Lea Stein den vergilbten Firnis von Hanna Wendts „Flusslauf“ ab. Ein Werkstattbesuch.", en: "For months Lea Stein has been removing the yellowed varnish from Hanna Wendt's “River Course”. A visit to the studio." },
    body: {
      de: [
        "Mit einem Wattestäbchen, kaum größer als ein Streichholz, arbeitet sich Lea Stein Zentimeter für Zentimeter über die Leinwand. Wo sie war, leuchtet plötzlich ein kühles Blau, das seit Jahrzehnten unter einer gelben Schicht verborgen lag.",
        "Der Firnis, den ein Restaurator in den 1970er-Jahren aufgetragen hatte, sollte das Bild schützen. Stattdessen hat er es verändert: Aus Wendts Fluss war ein grünlich-trüber Strom geworden. Im Herbst kehrt das Bild in die Sammlung zurück – so, wie die Künstlerin es gemalt hat.",
      ],
      en: [
        "With a cotton swab hardly larger than a matchstick, Lea Stein works her way across the canvas centimetre by centimetre. Wherever she has been, a cool blue suddenly shines out that had been hidden under a yellow layer for decades.",
        "The varnish a conservator applied in the 1970s was meant to protect the painting. Instead, it changed it: Wendt's river had become a murky, greenish stream. In the autumn the painting returns to the collection – as the artist painted it.",
      ],
    },
  },
  {
    key: "brandauer-schenkung", category: "sammlung", tags: ["neuerwerbung", "malerei"], author: "felix-hartmann", image: "stadtplan-rot", daysAgo: 9,
    title: { de: "Der Nachlass von Ilse Brandauer", en: "The Estate of Ilse Brandauer" },
    teaser: { de: "124 Gemälde, 60 Skizzenbücher und ein Karton voller Millimeterpapier: Was die Schenkung für das Museum bedeutet.", en: "124 paintings, 60 sketchbooks and a box full of graph paper: what the gift means for the museum." },
    body: {
      de: [
        "Als die Familie von Ilse Brandauer im Frühjahr 2024 anrief, ahnte niemand im Haus, wie groß der Nachlass ist. Im Atelier der Malerin lagerten nicht nur Bilder, sondern auch Hunderte Entwürfe auf Millimeterpapier, mit Bleistift gerastert und mit Farbnummern versehen.",
        "Diese Entwürfe zeigen, wie Brandauer arbeitete: Sie komponierte ihre Bilder wie Musik, mit Takten und Pausen. Eine Auswahl ist ab Herbst in der Retrospektive „Raster und Rhythmus“ zu sehen.",
      ],
      en: [
        "When Ilse Brandauer's family called in spring 2024, no one at the museum guessed how large the estate was. The painter's studio held not only pictures but hundreds of designs on graph paper, gridded in pencil and annotated with colour numbers.",
        "These designs show how Brandauer worked: she composed her paintings like music, with bars and rests. A selection will be on view from the autumn in the retrospective “Grid and Rhythm”.",
      ],
    },
  },
  {
    key: "depot-rundgang", category: "hinter-den-kulissen", tags: ["architektur"], author: "felix-hartmann", image: "zwischenraum", daysAgo: 16,
    title: { de: "Unter dem Fluss: ein Gang durchs Depot", en: "Beneath the River: A Walk Through the Store" },
    teaser: { de: "Nur ein Zehntel der Sammlung hängt an den Wänden. Der Rest wartet zwei Stockwerke tiefer – trocken, dunkel und bei genau 19 Grad.", en: "Only a tenth of the collection hangs on the walls. The rest waits two floors down – dry, dark and at exactly 19 degrees." },
    body: {
      de: [
        "Hinter einer schweren Stahltür beginnt das Reich der Zugregale. Auf Knopfdruck fahren Gitterwände auseinander, an denen Gemälde dicht an dicht hängen. Felix Hartmann kennt ihre Nummern auswendig.",
        "Dass das Depot unter dem Wasserspiegel des Flusses liegt, war beim Bau 2012 eine Herausforderung. Eine doppelte Wanne und ständige Messungen sorgen dafür, dass die Luftfeuchtigkeit konstant bei 50 Prozent bleibt.",
      ],
      en: [
        "Behind a heavy steel door lies the realm of the sliding racks. At the push of a button, mesh walls glide apart, hung closely with paintings. Felix Hartmann knows their numbers by heart.",
        "That the store lies below the river's water level was a challenge when it was built in 2012. A double tank and constant monitoring keep the humidity steady at 50 per cent.",
      ],
    },
  },
  {
    key: "neue-haengung", category: "sammlung", tags: ["malerei", "vermittlung"], author: "felix-hartmann", image: "drei-monde", daysAgo: 24,
    title: { de: "Wasser, Stadt, Licht, Ordnung", en: "Water, City, Light, Order" },
    teaser: { de: "Warum wir die Sammlung nicht mehr nach Jahrzehnten, sondern nach Themen zeigen.", en: "Why we no longer show the collection by decade but by theme." },
    body: {
      de: [
        "Wer früher durch die Sammlung ging, lief durch die Kunstgeschichte: Raum für Raum, Jahrzehnt für Jahrzehnt. Seit der Neuhängung begegnen sich Werke, die 60 Jahre trennen, im selben Raum – weil sie vom selben Thema handeln.",
        "So hängt Hanna Wendts „Flusslauf“ von 1961 neben einer Fotografie des Hochwassers von 2021. Viele Gäste sagen uns, dass sie die Bilder dadurch neu sehen. Genau das war unser Ziel.",
      ],
      en: [
        "Walking through the collection used to mean walking through art history: room by room, decade by decade. Since the new hang, works sixty years apart meet in the same room – because they deal with the same theme.",
        "Hanna Wendt's “River Course” from 1961 now hangs next to a photograph of the 2021 flood. Many visitors tell us this makes them see the pictures afresh. That was exactly our aim.",
      ],
    },
  },
  {
    key: "interview-albers", category: "gespraech", tags: ["vermittlung"], author: "katrin-albers", image: "lichtfenster", daysAgo: 31,
    title: { de: "„Ein Museum muss man hören können“", en: "“You Should Be Able to Hear a Museum”" },
    teaser: { de: "Direktorin Katrin Albers über Konzerte zwischen Gemälden, lange Donnerstage und die Frage, wem das Museum gehört.", en: "Director Katrin Albers on concerts among paintings, late Thursdays and the question of whom the museum belongs to." },
    body: {
      de: [
        "Frau Albers, warum spielt in Ihrem Museum so oft Musik? – Weil Bilder nicht stumm sind. Wenn ein Quartett vor Jonas Albrechts Farbfeldern spielt, hören Menschen plötzlich, wie still diese Bilder sind. Das ist ein Erlebnis, das man nicht erklären kann.",
        "Und die Donnerstage bis zehn Uhr? – Viele Menschen arbeiten, wenn wir geöffnet haben. Das Museum gehört aber allen. Seit wir donnerstags länger öffnen, kommen deutlich mehr Gäste unter dreißig.",
      ],
      en: [
        "Ms Albers, why is there so often music in your museum? – Because paintings are not silent. When a quartet plays in front of Jonas Albrecht's colour fields, people suddenly hear how quiet those pictures are. It is an experience you cannot explain.",
        "And the Thursdays until ten? – Many people are at work when we are open. But the museum belongs to everyone. Since we started opening late on Thursdays, far more visitors under thirty have come.",
      ],
    },
  },
  {
    key: "klima-im-museum", category: "hinter-den-kulissen", tags: ["nachhaltigkeit", "architektur"], author: "katrin-albers", image: "gezeiten", daysAgo: 38,
    title: { de: "Kühlen mit Flusswasser", en: "Cooling with River Water" },
    teaser: { de: "Wie das Museum seinen Energieverbrauch in drei Jahren um ein Drittel gesenkt hat.", en: "How the museum cut its energy use by a third in three years." },
    body: {
      de: [
        "Gemälde brauchen stabiles Klima, und stabiles Klima braucht Energie. Seit 2022 nutzt das Museum eine Wärmepumpe, die dem Fluss im Sommer Kühle und im Winter Wärme entnimmt.",
        "Dazu kommen LED-Licht in allen Sälen und etwas mehr Spielraum bei Temperatur und Feuchte, den internationale Richtlinien heute erlauben. Den Bildern schadet das nicht – der Stromrechnung hilft es sehr.",
      ],
      en: [
        "Paintings need a stable climate, and a stable climate needs energy. Since 2022 the museum has used a heat pump that draws coolness from the river in summer and warmth in winter.",
        "Add LED lighting in every gallery and the slightly wider margins for temperature and humidity that international guidelines now allow. The paintings do not suffer – and the electricity bill benefits greatly.",
      ],
    },
  },
  {
    key: "fotografinnen-ufer", category: "gespraech", tags: ["fotografie", "fluss"], author: "johanna-ried", image: "sandbank", daysAgo: 44,
    title: { de: "Ein Jahr am Fluss", en: "A Year by the River" },
    teaser: { de: "Sechs Fotografinnen und Fotografen, 1.200 Kilometer und ein Hochwasser: Kuratorin Johanna Ried über die Entstehung von „Das Ufer“.", en: "Six photographers, 1,200 kilometres and a flood: curator Johanna Ried on the making of “The Shore”." },
    body: {
      de: [
        "Die Idee war einfach: Sechs Menschen mit Kamera begleiten ein Jahr lang den Fluss, jede und jeder auf einem anderen Abschnitt. Niemand von uns ahnte, dass im März das Hochwasser kommen würde.",
        "Die Bilder aus diesen Wochen sind heute das Herz der Ausstellung. Sie zeigen überflutete Uferwege, aber auch Nachbarn, die einander Sandsäcke reichen. Der Fluss verbindet – auch wenn er über die Ufer tritt.",
      ],
      en: [
        "The idea was simple: six people with cameras follow the river for a year, each on a different stretch. None of us suspected that the flood would come in March.",
        "The pictures from those weeks are now the heart of the exhibition. They show flooded riverside paths, but also neighbours passing each other sandbags. The river connects – even when it bursts its banks.",
      ],
    },
  },
  {
    key: "leichte-sprache", category: "sammlung", tags: ["barrierefreiheit", "vermittlung"], author: "samuel-okafor", image: "orbit", daysAgo: 52,
    title: { de: "Kunst in Leichter Sprache", en: "Art in Easy Language" },
    teaser: { de: "Jeder Raum der Sammlung hat jetzt Texte in Leichter Sprache. Geschrieben haben sie Menschen, die sie selbst brauchen.", en: "Every room of the collection now has texts in Easy Language. They were written by people who need them themselves." },
    body: {
      de: [
        "Ein Jahr lang hat sich eine Gruppe von acht Menschen mit Lernschwierigkeiten jeden Dienstag im Museum getroffen. Sie haben Bilder angeschaut, darüber gesprochen und dann aufgeschrieben, was wichtig ist.",
        "Herausgekommen sind Texte, die kurz und klar sind – und die inzwischen auch viele andere Gäste lieber lesen als die langen Wandtexte. Die Hefte liegen am Eingang jedes Raumes kostenlos aus.",
      ],
      en: [
        "For a year, a group of eight people with learning disabilities met at the museum every Tuesday. They looked at pictures, talked about them and then wrote down what matters.",
        "The result is texts that are short and clear – and that many other visitors now prefer to the long wall labels. The booklets are free at the entrance to every room.",
      ],
    },
  },
  {
    key: "architektur-anbau", category: "hinter-den-kulissen", tags: ["architektur"], author: "felix-hartmann", image: "fassade", daysAgo: 60,
    title: { de: "Glas neben Backstein", en: "Glass Beside Brick" },
    teaser: { de: "Vor zwölf Jahren bekam das Museum seinen gläsernen Anbau. Warum er bis heute funktioniert.", en: "Twelve years ago the museum gained its glass extension. Why it still works today." },
    body: {
      de: [
        "Der Entwurf war umstritten: Ein gläserner Kubus neben dem Backsteinbau von 1908, direkt am Fluss. Heute ist das Foyer mit dem Blick aufs Wasser der beliebteste Treffpunkt der Stadt.",
        "Das Geheimnis liegt im Detail: Die Glasfassade ist nach Norden ausgerichtet, sodass kein direktes Sonnenlicht auf die Bilder fällt, und die Fugen folgen dem Raster der alten Ziegelwände.",
      ],
      en: [
        "The design was controversial: a glass cube beside the 1908 brick building, right on the river. Today the foyer with its view of the water is the most popular meeting place in town.",
        "The secret lies in the detail: the glass façade faces north so no direct sunlight falls on the paintings, and its joints follow the grid of the old brick walls.",
      ],
    },
  },
  {
    key: "wendt-briefe", category: "sammlung", tags: ["malerei", "neuerwerbung", "fluss"], author: "johanna-ried", image: "stroemung", daysAgo: 71,
    title: { de: "Hanna Wendts Briefe vom Fluss", en: "Hanna Wendt's Letters from the River" },
    teaser: { de: "Ein Bündel Briefe aus einem Antiquariat verrät, wo die Malerin ihre „Strömungen“ fand.", en: "A bundle of letters from an antiquarian bookshop reveals where the painter found her “Currents”." },
    body: {
      de: [
        "Die Briefe waren an eine Freundin in Paris gerichtet und lagen jahrzehntelang in einer Kiste. Darin beschreibt Hanna Wendt ihre Morgenspaziergänge am Ufer und die Farben des Wassers um sechs Uhr früh.",
        "Für die Forschung ist der Fund ein Glücksfall: Er zeigt, dass die scheinbar abstrakten Bilder sehr genaue Beobachtungen sind. Das Museum hat die Briefe erworben und stellt sie neben „Strömung II“ aus.",
      ],
      en: [
        "The letters were addressed to a friend in Paris and lay in a box for decades. In them Hanna Wendt describes her morning walks along the bank and the colours of the water at six in the morning.",
        "For research the find is a stroke of luck: it shows that the seemingly abstract paintings are very precise observations. The museum has acquired the letters and shows them beside “Current II”.",
      ],
    },
  },
  {
    key: "rahmen-werkstatt", category: "hinter-den-kulissen", tags: ["restaurierung"], author: "lea-stein", image: "kornfeld", daysAgo: 83,
    title: { de: "Der Rahmen macht das Bild", en: "The Frame Makes the Picture" },
    teaser: { de: "Warum wir für Jonas Albrechts „Kornfeld“ einen neuen, alten Rahmen gebaut haben.", en: "Why we built a new old frame for Jonas Albrecht's “Cornfield”." },
    body: {
      de: [
        "Auf einem Foto von 1960 hängt das „Kornfeld“ in einer schlichten Schattenfuge aus Eichenholz. Irgendwann bekam es einen vergoldeten Prunkrahmen – und sah plötzlich aus wie ein Bild aus dem 19. Jahrhundert.",
        "Nach dem alten Foto hat unsere Werkstatt den ursprünglichen Rahmen nachgebaut. Das Ergebnis ist verblüffend: Die Farbe scheint über den Rand hinauszufließen, genau wie Albrecht es wollte.",
      ],
      en: [
        "In a photograph from 1960, “Cornfield” hangs in a plain oak shadow-gap frame. At some point it was given an ornate gilded frame – and suddenly looked like a nineteenth-century picture.",
        "Working from the old photograph, our workshop rebuilt the original frame. The result is astonishing: the colour seems to flow beyond the edge, exactly as Albrecht intended.",
      ],
    },
  },
];
