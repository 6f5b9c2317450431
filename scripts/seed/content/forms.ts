import type { Localized } from "@schemas/rules/localized";
import { FIELD_KIND, type FieldKind } from "@schemas/entities/form-field";

export interface FormFieldText {
  slug: string;
  label: Localized<string>;
  field_type: FieldKind;
  required?: boolean;
  choices?: { value: string; label: Localized<string> }[];
  placeholder_text?: Localized<string>;
  help_text?: Localized<string>;
  default?: string;
}

export interface FormText {
  key: string;
  title: Localized<string>;
  intro: Localized<string>;
  success_text: Localized<string>;
  notify_email: string;
  fields: readonly FormFieldText[];
}

const email: FormFieldText = {
  slug: "email", field_type: FIELD_KIND.email, required: true,
  label: { de: "E-Mail-Adresse", en: "E-mail address" },
  placeholder_text: { de: "name@beispiel.de", en: "name@example.com" },
};

export const FORMS: readonly FormText[] = [
  {
    key: "gruppenfuehrung",
    title: { de: "Gruppenführung anfragen", en: "Request a group tour" },
    intro: {
      de: "<p>Für Schulklassen, Vereine und Firmen bieten wir Führungen zu allen Ausstellungen an, auch auf Englisch, in Leichter Sprache oder als Tastführung. Schicken Sie uns Ihren Wunschtermin, wir melden uns innerhalb von drei Werktagen.</p>",
      en: "<p>We offer tours of every exhibition for school classes, clubs and companies, also in English, in Easy Language or as a touch tour. Send us your preferred date and we will get back to you within three working days.</p>",
    },
    success_text: {
      de: "<p>Vielen Dank! Wir haben Ihre Anfrage erhalten und melden uns in Kürze.</p>",
      en: "<p>Thank you! We have received your request and will be in touch soon.</p>",
    },
    notify_email: "fuehrungen@museum-am-fluss.example",
    fields: [
      { slug: "name", field_type: FIELD_KIND.text, required: true, label: { de: "Name", en: "Name" } },
      email,
      {
        slug: "ihre-gruppe", field_type: FIELD_KIND.heading, label: { de: "Ihre Gruppe", en: "Your group" },
        help_text: { de: "Damit wir die passende Führung planen können.", en: "So that we can plan the right tour for you." },
      },
      { slug: "gruppe", field_type: FIELD_KIND.text, required: true, label: { de: "Gruppe oder Institution", en: "Group or institution" } },
      {
        slug: "art", field_type: FIELD_KIND.select, required: true, label: { de: "Art der Gruppe", en: "Type of group" },
        choices: [
          { value: "schule", label: { de: "Schulklasse", en: "School class" } },
          { value: "kita", label: { de: "Kita", en: "Nursery" } },
          { value: "verein", label: { de: "Verein oder Freundeskreis", en: "Club or society" } },
          { value: "firma", label: { de: "Firma", en: "Company" } },
        ],
      },
      { slug: "personen", field_type: FIELD_KIND.number, required: true, label: { de: "Anzahl Personen", en: "Number of people" }, help_text: { de: "Höchstens 25 Personen pro Gruppe.", en: "At most 25 people per group." } },
      { slug: "termin", field_type: FIELD_KIND.date, required: true, label: { de: "Wunschtermin", en: "Preferred date" } },
      {
        slug: "sprache", field_type: FIELD_KIND.radio, label: { de: "Sprache", en: "Language" }, default: "de",
        choices: [
          { value: "de", label: { de: "Deutsch", en: "German" } },
          { value: "en", label: { de: "Englisch", en: "English" } },
          { value: "leicht", label: { de: "Leichte Sprache", en: "Easy Language" } },
        ],
      },
      {
        slug: "bedarf", field_type: FIELD_KIND.checkboxMultiple, label: { de: "Besondere Bedürfnisse", en: "Access needs" },
        choices: [
          { value: "rollstuhl", label: { de: "Rollstuhl", en: "Wheelchair" } },
          { value: "gebaerdensprache", label: { de: "Gebärdensprache", en: "Sign language" } },
          { value: "tastfuehrung", label: { de: "Tastführung", en: "Touch tour" } },
        ],
      },
      { slug: "nachricht", field_type: FIELD_KIND.textarea, label: { de: "Nachricht", en: "Message" } },
      {
        slug: "teilnehmerliste", field_type: FIELD_KIND.file, label: { de: "Teilnehmerliste", en: "List of participants" },
        help_text: { de: "Freiwillig, zum Beispiel für eine Schulklasse mit Begleitpersonen.", en: "Optional, for example for a school class and its teachers." },
      },
    ],
  },
  {
    key: "newsletter",
    title: { de: "Newsletter abonnieren", en: "Subscribe to the newsletter" },
    intro: {
      de: "<p>Einmal im Monat: neue Ausstellungen, Konzerttermine und Geschichten aus dem Museum. Abmelden geht jederzeit mit einem Klick.</p>",
      en: "<p>Once a month: new exhibitions, concert dates and stories from the museum. You can unsubscribe at any time with one click.</p>",
    },
    success_text: {
      de: "<p>Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.</p>",
      en: "<p>Almost done! Please confirm your subscription with the link in the e-mail we have just sent you.</p>",
    },
    notify_email: "newsletter@museum-am-fluss.example",
    fields: [
      email,
      { slug: "vorname", field_type: FIELD_KIND.text, label: { de: "Vorname", en: "First name" } },
      {
        slug: "themen", field_type: FIELD_KIND.selectMultiple, label: { de: "Was interessiert Sie?", en: "What are you interested in?" },
        choices: [
          { value: "ausstellungen", label: { de: "Ausstellungen", en: "Exhibitions" } },
          { value: "musik", label: { de: "Konzerte", en: "Concerts" } },
          { value: "familie", label: { de: "Familienprogramm", en: "Family programme" } },
          { value: "kurse", label: { de: "Kurse und Workshops", en: "Courses and workshops" } },
        ],
      },
      { slug: "datenschutz", field_type: FIELD_KIND.consent, required: true, label: { de: "Ich habe die Datenschutzerklärung gelesen.", en: "I have read the privacy policy." } },
    ],
  },
];
