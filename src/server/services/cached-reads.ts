import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "../cache";
import { TAGS } from "../cache-tags";
import { getDb } from "../db/client";
import { calendarMonth, type CalendarInput } from "./calendar";
import { listFilterOptions, type OptionList, type OptionsOf } from "./filter-options";

/*
 * Reads the APIs share across requests, cached in Next.js' data cache under the tags that
 * editors' saves revalidate. Only what is costly at scale and rarely changes: the calendar
 * month and the filter option lists. (The event list remembers its pages in the process:
 * remembered-reads.ts.)
 */

/** A minute at most: seats sold through the booking widget change the colours. */
export const cachedCalendar = cached(
  async (input: CalendarInput) => calendarMonth((await getDb()).db, input),
  ["api", "calendar"],
  [TAGS.events],
  60,
);

const optionsReader = cached(
  async (list: OptionList, lang: Locale) => listFilterOptions((await getDb()).db, list, lang),
  ["api", "filter-options"],
  [TAGS.events, TAGS.productions, TAGS.series, TAGS.articles],
);

export const cachedFilterOptions = <L extends OptionList>(list: L, lang: Locale) => optionsReader(list, lang) as Promise<OptionsOf[L]>;
