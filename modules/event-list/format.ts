import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { de, enGB } from "date-fns/locale";
import { SITE_TIME_ZONE } from "@schemas/rules/dates";
import type { Locale } from "@schemas/rules/localized";
import { la } from "@/i18n/date-locales/la";
import type { DATE_NAMES } from "./schema";

const PATTERNS = {
  de: { date: "EEE, d. MMMM yyyy", locale: de },
  en: { date: "EEE, d MMMM yyyy", locale: enGB },
} as const;

/**
 * An event's day in Berlin: "Sa., 14. März 2026" / "Sat, 14 March 2026", or with Latin names
 * "Sat., 14. Martii 2026" (the German order, which Latin dates share).
 */
export const formatEventDate = (iso: string, lang: Locale, names: (typeof DATE_NAMES)[number] = "") =>
  format(new TZDate(iso, SITE_TIME_ZONE), names === "la" ? PATTERNS.de.date : PATTERNS[lang].date, { locale: names === "la" ? la : PATTERNS[lang].locale });
