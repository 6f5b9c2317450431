import type { z } from "zod";
import type { Locale } from "./localized";

/**
 * Validation messages. Schemas put a key from this table into `error`; the API and the forms
 * turn it into text in the visitor's language. Zod's own issue codes get texts here too, so
 * no English default leaks into a German form.
 */
export const MESSAGES = {
  required: { de: "Dieses Feld ist ein Pflichtfeld!", en: "This field is required!" },
  invalid_email: { de: "Ungültige E-Mail-Adresse!", en: "Invalid e-mail address!" },
  invalid_url: { de: "Bitte eine gültige URL angeben.", en: "Please enter a valid URL." },
  domain_not_allowed: {
    de: "Diese Adresse ist nicht erlaubt. Erlaubt sind: {allowed}.",
    en: "This address is not allowed. Allowed are: {allowed}.",
  },
  invalid_date: { de: "Ungültiges Datum (TT-MM-JJJJ).", en: "Invalid date (DD-MM-YYYY)." },
  date_order: { de: "Das Ende muss nach dem Beginn liegen.", en: "The end must be after the start." },
  too_long: { de: "Höchstens {maximum} Zeichen.", en: "At most {maximum} characters." },
  too_short: { de: "Mindestens {minimum} Zeichen.", en: "At least {minimum} characters." },
  too_big: { de: "Höchstens {maximum}.", en: "At most {maximum}." },
  too_small: { de: "Mindestens {minimum}.", en: "At least {minimum}." },
  too_many_recipients: { de: "Höchstens fünf Adressen.", en: "At most five addresses." },
  invalid_choice: { de: "Ungültige Auswahl.", en: "Invalid choice." },
  invalid_number: { de: "Bitte eine Zahl angeben.", en: "Please enter a number." },
  unknown_module: { de: "Unbekannter Modultyp.", en: "Unknown module type." },
  invalid: { de: "Ungültige Eingabe.", en: "Invalid input." },
  invalid_characters: { de: "Der Text enthält unzulässige Zeichen.", en: "The text contains characters that are not allowed." },
  invalid_login: {
    de: "Benutzername/E-Mail oder Passwort ist falsch.",
    en: "Wrong username/e-mail or password.",
  },
  lists_differ: {
    de: "Zu jeder Verkaufsart gehört genau eine Anzahl.",
    en: "Every sale type needs exactly one quantity.",
  },
  tickets_per_cart: { de: "Höchstens {maximum} Tickets pro Warenkorb.", en: "At most {maximum} tickets per cart." },
  tickets_per_event: { de: "Höchstens {maximum} Tickets pro Veranstaltung.", en: "At most {maximum} tickets per event." },
  already_exists: { de: "Dieser Wert ist schon vergeben.", en: "This value is already taken." },
  path_in_trash: {
    de: "Eine Seite im Papierkorb hat diese Adresse. Bitte sie wiederherstellen oder endgültig löschen.",
    en: "A page in the trash has this address. Please restore it or delete it for good.",
  },
  redirect_loop: { de: "Diese Weiterleitung führt im Kreis.", en: "This redirect leads in a circle." },
  live_page_path: {
    de: "Unter dieser Adresse steht eine Seite; sie würde nicht mehr erreichbar sein.",
    en: "A page lives at this address; it could no longer be reached.",
  },
  own_account: {
    de: "Das eigene Konto kann nicht herabgestuft oder deaktiviert werden.",
    en: "You cannot demote or deactivate your own account.",
  },
  last_admin: {
    de: "Das letzte aktive Administrationskonto muss bleiben.",
    en: "The last active admin account must stay.",
  },
  same_password: { de: "Bitte ein neues Passwort wählen.", en: "Please choose a new password." },
  passwords_differ: { de: "Die Passwörter stimmen nicht überein.", en: "The passwords do not match." },
  wrong_password: { de: "Das Passwort ist falsch.", en: "The password is wrong." },
  invalid_token: {
    de: "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    en: "This link is invalid or has expired. Please request a new one.",
  },
  email_unconfirmed: {
    de: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail.",
    en: "Please confirm your e-mail address first with the link in our e-mail.",
  },
  same_email: { de: "Das ist bereits Ihre E-Mail-Adresse.", en: "This already is your e-mail address." },
  file_too_large: { de: "Die Datei ist größer als {maximum} MB.", en: "The file is larger than {maximum} MB." },
  file_expired: {
    de: "Die Datei ist abgelaufen oder gehört nicht zu diesem Feld. Bitte wählen Sie sie noch einmal aus.",
    en: "The file has expired or does not belong to this field. Please choose it again.",
  },
  file_type: {
    de: "Dieser Dateityp ist nicht erlaubt. Erlaubt sind: {allowed}.",
    en: "This file type is not allowed. Allowed are: {allowed}.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);

const fill = (text: string, params: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));

/** The text for one zod issue in one language. */
export function issueMessage(issue: z.core.$ZodIssue, lang: Locale): string {
  // Refinements carry their values (the allowed hosts ...) in `params`; built-in checks on the issue.
  const own = issue as unknown as Record<string, unknown>;
  const params = { ...(own.params as Record<string, unknown> | undefined), ...own };
  if (isMessageKey(issue.message)) return fill(MESSAGES[issue.message][lang], params);
  switch (issue.code) {
    case "invalid_type":
      return MESSAGES[issue.input === undefined || issue.input === null ? "required" : "invalid"][lang];
    case "too_big":
      return fill(MESSAGES[issue.origin === "string" ? "too_long" : "too_big"][lang], params);
    case "too_small":
      if (issue.origin === "string" && issue.minimum === 1) return MESSAGES.required[lang];
      return fill(MESSAGES[issue.origin === "string" ? "too_short" : "too_small"][lang], params);
    case "invalid_value":
    case "invalid_union":
      return MESSAGES.invalid_choice[lang];
    case "invalid_format":
      return MESSAGES[issue.format === "email" ? "invalid_email" : issue.format === "url" ? "invalid_url" : "invalid"][lang];
    default:
      return MESSAGES.invalid[lang];
  }
}

/** Per-field messages, keyed by the dotted path of the field ("columns.0.children.1.video_url"). */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError, lang: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_root";
    (out[key] ??= []).push(issueMessage(issue, lang));
  }
  return out;
}
