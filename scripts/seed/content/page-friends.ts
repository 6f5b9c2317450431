import type { Localized } from "@schemas/rules/localized";

/** The landing page of the membership campaign (no menu). */
const de = {
  meta: { title: "Freundeskreis", headline: "Freundeskreis Museum am Fluss", meta_description: "Werden Sie Mitglied im Freundeskreis: freier Eintritt, Vorbesichtigungen und ermäßigte Konzertkarten." },
  hero: { headline: "Werden Sie Freundin oder Freund des Museums", text: "Ein Jahr freier Eintritt, Einladungen zu jeder Eröffnung und das gute Gefühl, Kunst für Flussheim möglich zu machen.", button: "Jetzt Mitglied werden" },
  story: "<h2>Seit vierzig Jahren an der Seite des Museums</h2><p>1.800 Mitglieder unterstützen das Museum mit ihren Beiträgen. Der Freundeskreis hat 34 Werke für die Sammlung gekauft, finanziert die Busfahrten für Schulklassen und trifft sich zu Reisen, Atelierbesuchen und Vorträgen.</p>",
  benefits: [
    { headline: "Freier Eintritt", text: "<p>In alle Ausstellungen, so oft Sie möchten – auch in die Alte Pumpstation.</p>" },
    { headline: "Vor allen anderen", text: "<p>Einladungen zu Vorbesichtigungen und Eröffnungen mit den Kuratorinnen und Kuratoren.</p>" },
    { headline: "Konzerte günstiger", text: "<p>Die Hälfte des Preises für alle Konzerte der Reihe „Musik im Museum“.</p>" },
  ],
  fees: "<p><strong>Jahresbeitrag:</strong> 60 Euro für Einzelpersonen, 90 Euro für Familien, 25 Euro für Studierende. Der Beitrag ist steuerlich absetzbar.</p>",
  link: "Mitgliedsantrag per E-Mail anfordern",
};

export const FRIENDS_TEXT: Localized<typeof de> = {
  de,
  en: {
    meta: { title: "Friends", headline: "Friends of the Museum by the River", meta_description: "Become a Friend of the Museum: free admission, previews and reduced concert tickets." },
    hero: { headline: "Become a Friend of the Museum", text: "A year of free admission, invitations to every opening and the good feeling of making art possible in Flussheim.", button: "Become a member now" },
    story: "<h2>By the museum's side for forty years</h2><p>1,800 members support the museum with their subscriptions. The Friends have bought 34 works for the collection, pay for school classes' bus trips and meet for trips, studio visits and talks.</p>",
    benefits: [
      { headline: "Free admission", text: "<p>To every exhibition, as often as you like – the Old Pumping Station included.</p>" },
      { headline: "Before anyone else", text: "<p>Invitations to previews and openings with the curators.</p>" },
      { headline: "Cheaper concerts", text: "<p>Half price for every concert in the “Music at the Museum” series.</p>" },
    ],
    fees: "<p><strong>Annual subscription:</strong> 60 euros for individuals, 90 euros for families, 25 euros for students. The subscription is tax-deductible.</p>",
    link: "Request a membership form by e-mail",
  },
};
