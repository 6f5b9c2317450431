import "server-only";
import type { VenueCard } from "@schemas/api/cards";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { getVenueCards } from "@/server/services/cards";

/** The cards of the listed venues; revalidated with venue writes. */
export const getVenueListCards = cached(
  async (lang: Locale, ids: number[]): Promise<VenueCard[]> => getVenueCards((await getDb()).db, { lang, ids }),
  ["module:venue-list"],
  [TAGS.venues],
);
