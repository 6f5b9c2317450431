import { SITE_TIME_ZONE } from "@schemas/rules/dates";
import type { Locale } from "@schemas/rules/localized";

const intl = (lang: Locale) => (lang === "de" ? "de-DE" : "en-GB");

/** "Sa., 21. Nov. 2026, 19:30 Uhr" / "Sat, 21 Nov 2026, 19:30": an event's date and time. */
export function formatShopDateTime(iso: string, lang: Locale): string {
  const text = new Intl.DateTimeFormat(intl(lang), { timeZone: SITE_TIME_ZONE, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return lang === "de" ? `${text} Uhr` : text;
}

/** "21. November 2026" / "21 November 2026": the day an order was placed. */
export const formatShopDay = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(intl(lang), { timeZone: SITE_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
