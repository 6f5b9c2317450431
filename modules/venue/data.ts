import "server-only";
import type { VenueCard } from "@schemas/api/cards";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { getVenueCards } from "@/server/services/cards";

/** One venue's card, or null when it is gone or offline; revalidated with venue writes. */
export const getVenueCard = cached(
  async (lang: Locale, id: number): Promise<VenueCard | null> => {
    const [card] = await getVenueCards((await getDb()).db, { lang, ids: [id] });
    return card ?? null;
  },
  ["module:venue"],
  [TAGS.venues],
);
