import type { Locale } from "../../../schemas/rules/localized";

/** The museum's days and times are Berlin's (000 §9), whatever the visitor's or server's zone. */
const ZONE = "Europe/Berlin";
const intl = (lang: Locale) => (lang === "de" ? "de-DE" : "en-GB");

/** "Sa., 21. Nov. 2026, 19:30 Uhr" / "Sat, 21 Nov 2026, 19:30": an event's date and time. */
export function formatShopDateTime(iso: string, lang: Locale): string {
  const text = new Intl.DateTimeFormat(intl(lang), { timeZone: ZONE, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return lang === "de" ? `${text} Uhr` : text;
}

/** "14:30 Uhr" / "14:30": a timeslot's start. */
export function formatShopTime(iso: string, lang: Locale): string {
  const time = new Intl.DateTimeFormat("de-DE", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return lang === "de" ? `${time} Uhr` : time;
}

/** "21. November 2026" / "21 November 2026": the day an order was placed. */
export const formatShopDay = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(intl(lang), { timeZone: ZONE, day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
