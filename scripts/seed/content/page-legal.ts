import type { Localized } from "@schemas/rules/localized";
import { MUSEUM } from "./site";

/** The three legal pages; their paths are the same in both languages (agb, datenschutz, impressum). */
export interface LegalText {
  path: "agb" | "datenschutz" | "impressum";
  title: Localized<string>;
  sections: Localized<readonly { headline: string; text: string }[]>;
}

const address = `${MUSEUM.name.de}<br>${MUSEUM.street}<br>${MUSEUM.zip} ${MUSEUM.city}`;

export const LEGAL_PAGES: readonly LegalText[] = [
  {
    path: "agb",
    title: { de: "Allgemeine Geschäftsbedingungen", en: "General terms and conditions" },
    sections: {
      de: [
        { headline: "Geltungsbereich", text: "<p>Diese Bedingungen gelten für den Kauf von Eintrittskarten, Kurs- und Konzerttickets des Museums am Fluss, online wie an der Kasse.</p>" },
        { headline: "Reservierung und Kauf", text: "<p>Tickets im Warenkorb sind 15 Minuten für Sie reserviert. Der Kaufvertrag kommt mit der Bestätigung der Zahlung zustande; die Tickets erhalten Sie per E-Mail.</p>" },
        { headline: "Rückgabe", text: "<p>Gekaufte Tickets sind vom Umtausch ausgeschlossen. Fällt eine Veranstaltung aus, erstatten wir den vollen Preis.</p>" },
        { headline: "Ermäßigungen", text: "<p>Ermäßigte Tickets gelten nur mit gültigem Nachweis, den Sie beim Einlass vorzeigen.</p>" },
      ],
      en: [
        { headline: "Scope", text: "<p>These terms apply to the purchase of admission, course and concert tickets of the Museum by the River, online and at the ticket desk.</p>" },
        { headline: "Reservation and purchase", text: "<p>Tickets in your cart are reserved for you for 15 minutes. The contract is concluded when payment is confirmed; you receive your tickets by e-mail.</p>" },
        { headline: "Returns", text: "<p>Tickets cannot be exchanged once bought. If an event is cancelled, we refund the full price.</p>" },
        { headline: "Discounts", text: "<p>Reduced tickets are only valid with proof of eligibility, shown at the entrance.</p>" },
      ],
    },
  },
  {
    path: "datenschutz",
    title: { de: "Datenschutzerklärung", en: "Privacy policy" },
    sections: {
      de: [
        { headline: "Verantwortliche Stelle", text: `<p>${address}<br>E-Mail: <a href="mailto:datenschutz@museum-am-fluss.example">datenschutz@museum-am-fluss.example</a></p>` },
        { headline: "Welche Daten wir erheben", text: "<p>Beim Besuch der Website speichern wir die IP-Adresse in gekürzter Form, um Angriffe abzuwehren. Beim Ticketkauf und in Formularen verarbeiten wir die Angaben, die Sie uns geben, nur für den jeweiligen Zweck.</p>" },
        { headline: "Cookies und externe Medien", text: "<p>Notwendige Cookies setzen wir immer. Statistik und externe Medien (Videos, Audio, Beiträge aus sozialen Netzwerken) laden wir erst, wenn Sie in den Cookie-Einstellungen zustimmen.</p>" },
        { headline: "Ihre Rechte", text: "<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei der Aufsichtsbehörde.</p>" },
      ],
      en: [
        { headline: "Controller", text: `<p>${address}<br>E-mail: <a href="mailto:datenschutz@museum-am-fluss.example">datenschutz@museum-am-fluss.example</a></p>` },
        { headline: "What data we collect", text: "<p>When you visit the website we store a shortened IP address to fend off attacks. When you buy tickets or fill in forms, we process the details you give us only for that purpose.</p>" },
        { headline: "Cookies and external media", text: "<p>We always set necessary cookies. Statistics and external media (videos, audio, posts from social networks) are only loaded once you agree in the cookie settings.</p>" },
        { headline: "Your rights", text: "<p>You have the right to information, correction, deletion and restriction of processing, and to complain to the supervisory authority.</p>" },
      ],
    },
  },
  {
    path: "impressum",
    title: { de: "Impressum", en: "Imprint" },
    sections: {
      de: [
        { headline: "Anbieter", text: `<p>${address}</p><p>Telefon: ${MUSEUM.phone}<br>E-Mail: <a href="mailto:${MUSEUM.email}">${MUSEUM.email}</a></p>` },
        { headline: "Vertreten durch", text: "<p>Katrin Albers, Direktorin. Das Museum ist ein Eigenbetrieb der Stadt Flussheim.</p>" },
        { headline: "Bildnachweis", text: "<p>Alle Abbildungen auf dieser Website sind für die Demonstration erzeugte Werke erfundener Künstlerinnen und Künstler.</p>" },
      ],
      en: [
        { headline: "Provider", text: `<p>${address}</p><p>Phone: ${MUSEUM.phone}<br>E-mail: <a href="mailto:${MUSEUM.email}">${MUSEUM.email}</a></p>` },
        { headline: "Represented by", text: "<p>Katrin Albers, Director. The museum is a municipal enterprise of the City of Flussheim.</p>" },
        { headline: "Image credits", text: "<p>Every image on this website is a work generated for this demonstration, by invented artists.</p>" },
      ],
    },
  },
];

/** An offline page an editor is still preparing (is_online false). */
export const PREVIEW_TEXT = {
  title: { de: "Vorschau: Programm im Winter", en: "Preview: winter programme" },
  text: {
    de: "<p>Diese Seite ist noch nicht veröffentlicht. Im Winter zeigen wir Werke aus dem Depot, die seit Jahrzehnten nicht mehr zu sehen waren.</p>",
    en: "<p>This page is not published yet. In winter we will show works from the store that have not been on view for decades.</p>",
  },
} as const;

/** Past exhibitions: the archive's children (their number grows with --scale). */
export const ARCHIVE_TEXT = {
  title: { de: "Archiv", en: "Archive" },
  intro: {
    de: "<p>Ausstellungen, die wir in den vergangenen Jahren gezeigt haben, mit Bildern und Texten zum Nachlesen.</p>",
    en: "<p>Exhibitions we have shown in past years, with pictures and texts to look back on.</p>",
  },
  entry: {
    de: "<p>Eine Ausstellung aus dem Jahr {year}: {name}. Die Werke sind heute wieder im Depot oder bei ihren Leihgebern.</p>",
    en: "<p>An exhibition from {year}: {name}. The works are now back in the store or with their lenders.</p>",
  },
} as const;
