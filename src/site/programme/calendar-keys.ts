/*
 * Keyboard moves of the calendar grid, as the WAI-ARIA date picker grid pattern has them:
 * arrows by day and week, Home/End to the week's first (Monday) and last day, PageUp/PageDown
 * by month (with Shift by year; a day past the month's end becomes its last day).
 */

const toDate = (isoDay: string) => {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const toIso = (date: Date) => date.toISOString().slice(0, 10);

function addDays(isoDay: string, days: number): string {
  const date = toDate(isoDay);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

function addMonths(isoDay: string, months: number): string {
  const date = toDate(isoDay);
  const day = date.getUTCDate();
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, length));
  return toIso(first);
}

/** The day a key moves the focus to from `isoDay`, or null for a key the grid leaves alone. */
export function nextFocusDay(isoDay: string, key: string, shiftKey = false): string | null {
  const weekday = (toDate(isoDay).getUTCDay() + 6) % 7; // Monday 0
  switch (key) {
    case "ArrowLeft": return addDays(isoDay, -1);
    case "ArrowRight": return addDays(isoDay, 1);
    case "ArrowUp": return addDays(isoDay, -7);
    case "ArrowDown": return addDays(isoDay, 7);
    case "Home": return addDays(isoDay, -weekday);
    case "End": return addDays(isoDay, 6 - weekday);
    case "PageUp": return addMonths(isoDay, shiftKey ? -12 : -1);
    case "PageDown": return addMonths(isoDay, shiftKey ? 12 : 1);
    default: return null;
  }
}
