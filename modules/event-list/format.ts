import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { de, enGB } from "date-fns/locale";
import type { Locale } from "../../schemas/rules/localized";
import { EVENT_TIME_ZONE } from "./window";

const PATTERNS = {
  de: { date: "EEE, d. MMMM yyyy", time: "HH:mm 'Uhr'", locale: de },
  en: { date: "EEE, d MMMM yyyy", time: "HH:mm", locale: enGB },
} as const;

/** An event's day in Berlin: "Sa., 14. März 2026" / "Sat, 14 March 2026". */
export const formatEventDate = (iso: string, lang: Locale) =>
  format(new TZDate(iso, EVENT_TIME_ZONE), PATTERNS[lang].date, { locale: PATTERNS[lang].locale });

/** An event's start time in Berlin: "19:30 Uhr" / "19:30" (000 §9). */
export const formatEventTime = (iso: string, lang: Locale) =>
  format(new TZDate(iso, EVENT_TIME_ZONE), PATTERNS[lang].time, { locale: PATTERNS[lang].locale });
