import "server-only";
import type { EventCard } from "@schemas/api/cards";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { listUpcomingEvents } from "@/server/services/cards";
import type { EventListQuery } from "./query";

/** Upcoming event cards for an event list; revalidated with every event write. */
export const getUpcomingEvents = cached(
  async (lang: Locale, query: EventListQuery): Promise<EventCard[]> =>
    listUpcomingEvents((await getDb()).db, {
      lang,
      from: new Date(query.from),
      to: query.to ? new Date(query.to) : undefined,
      tagId: query.tagId,
      eventIds: query.eventIds,
      limit: query.limit,
    }),
  ["module:event-list"],
  [TAGS.events],
);
