import "server-only";
import type { EventItem } from "@schemas/api/event";
import type { Paged } from "@schemas/api/paging";
import type { TeaserItem } from "@schemas/api/teaser";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { countEvents, listEvents } from "@/server/services/events";
import { listTeasers } from "@/server/services/teasers";

export const EVENTS_PAGE_SIZE = 10;

/**
 * The event list's first page for the default state (from `day`, no filters), as the API
 * would answer it: the server renders it into the cached HTML; the client continues with the
 * `next` link (keyset: after the last event shown).
 */
export const getFirstEventPage = cached(
  async (lang: Locale, day: string): Promise<{ events: Paged<EventItem>; teasers: TeaserItem[] }> => {
    const { db } = await getDb();
    const filter = { from: day };
    const [count, page, teasers] = await Promise.all([
      countEvents(db, filter),
      listEvents(db, { lang, filter, offset: 0, limit: EVENTS_PAGE_SIZE }),
      listTeasers(db, { lang, from: day, offset: 0, limit: 50 }),
    ]);
    const last = page.results.at(-1);
    const next = page.hasMore && last ? `/${lang}/api/events/?page=2&after=${last.id}` : null;
    return { events: { count, next, previous: null, results: page.results }, teasers: teasers.results };
  },
  ["site", "event-list", "first-page"],
  [TAGS.events],
);
