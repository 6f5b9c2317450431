import { dateTimeFormat } from "@schemas/rules/intl-formats";
import type { Locale } from "@schemas/rules/localized";

const format = (isoDay: string, lang: Locale) => {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return dateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" })
    .format(new Date(Date.UTC(year, month - 1, day)));
};

/** A production's run, "14. März 2030 – 2. Mai 2030"; one day alone when it starts and ends the same day; "" when undated. */
export function formatRun(start: string | null, end: string | null, lang: Locale): string {
  if (start && end && start !== end) return `${format(start, lang)} – ${format(end, lang)}`;
  const day = start ?? end;
  return day ? format(day, lang) : "";
}

/**
 * The days whose opening hours a production page shows: from the later of today and its
 * start, up to a week, never past its end. None for an undated or finished production.
 */
export function openingDays(start: string | null, end: string | null, today: string, max = 7): string[] {
  if (!start && !end) return [];
  const first = start && start > today ? start : today;
  const days: string[] = [];
  for (let index = 0; index < max; index++) {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    const iso = day.toISOString().slice(0, 10);
    if (end && iso > end) break;
    days.push(iso);
  }
  return days;
}
