import type { Day, Locale, LocalizeFnOptions, Month } from "date-fns";

/**
 * Latin month and day names for date-fns (000 §1, §9: "Latin (la) is used for date names").
 * date-fns ships no Latin locale; format() needs only localize, formatLong and options, so
 * this holds just those. Days are the classical planetary names (dies Solis = Sunday), months
 * are nominative standing alone ("Martius") and genitive inside a date ("15. Martii 2026"),
 * as Latin dates write them. Weeks start on Monday, as in the German calendar.
 */
export type DateNamesLocale = Pick<Locale, "code" | "localize" | "formatLong" | "options">;

interface Names {
  narrow: readonly string[];
  short?: readonly string[];
  abbreviated: readonly string[];
  wide: readonly string[];
}

const MONTHS: Names = {
  narrow: ["I", "F", "M", "A", "M", "I", "I", "A", "S", "O", "N", "D"],
  abbreviated: ["Ian.", "Feb.", "Mart.", "Apr.", "Mai.", "Iun.", "Iul.", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."],
  wide: ["Ianuarius", "Februarius", "Martius", "Aprilis", "Maius", "Iunius", "Iulius", "Augustus", "September", "October", "November", "December"],
};
const MONTHS_OF: Names = {
  ...MONTHS,
  wide: ["Ianuarii", "Februarii", "Martii", "Aprilis", "Maii", "Iunii", "Iulii", "Augusti", "Septembris", "Octobris", "Novembris", "Decembris"],
};

const DAYS: Names = {
  narrow: ["S", "L", "M", "M", "I", "V", "S"],
  short: ["Sol", "Lun", "Mar", "Mer", "Iov", "Ven", "Sat"],
  abbreviated: ["Sol.", "Lun.", "Mart.", "Merc.", "Iov.", "Ven.", "Sat."],
  wide: ["dies Solis", "dies Lunae", "dies Martis", "dies Mercurii", "dies Iovis", "dies Veneris", "dies Saturni"],
};

/** The names of a width; "short" falls back to the abbreviations, "any" (parsing only) to the full names. */
function pick(table: Names, index: number, options?: LocalizeFnOptions): string {
  const width = options?.width;
  const names = width === "narrow" ? table.narrow : width === "short" ? (table.short ?? table.abbreviated) : width === "abbreviated" ? table.abbreviated : table.wide;
  return names[index] ?? "";
}

const DATE_FORMATS: Record<string, string> = { full: "EEEE, d. MMMM y", long: "d. MMMM y", medium: "d. MMM y", short: "dd.MM.y" };
const TIME_FORMATS: Record<string, string> = { full: "HH:mm:ss zzzz", long: "HH:mm:ss z", medium: "HH:mm:ss", short: "HH:mm" };

export const la: DateNamesLocale = {
  code: "la",
  localize: {
    ordinalNumber: (value) => `${value}.`,
    era: (value) => (value === 1 ? "A.D." : "a.C.n."),
    quarter: (value) => `${value}. quarta pars`,
    month: (value: Month, options) => pick(options?.context === "standalone" ? MONTHS : MONTHS_OF, value, options),
    day: (value: Day, options) => pick(DAYS, value, options),
    dayPeriod: (value) => (value === "pm" || value === "afternoon" || value === "evening" || value === "night" ? "p.m." : "a.m."),
  },
  formatLong: {
    date: ({ width = "full" } = {}) => DATE_FORMATS[width] ?? DATE_FORMATS.full!,
    time: ({ width = "full" } = {}) => TIME_FORMATS[width] ?? TIME_FORMATS.full!,
    dateTime: () => "{{date}}, {{time}}",
  },
  options: { weekStartsOn: 1, firstWeekContainsDate: 4 },
};
