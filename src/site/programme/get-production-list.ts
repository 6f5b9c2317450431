import "server-only";
import type { Paged } from "@schemas/api/paging";
import type { ProductionItem } from "@schemas/api/programme-details";
import { PAGE_SIZE_DEFAULT } from "@schemas/api/query-fields";
import { isoToUrlDay } from "@schemas/rules/dates";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { countProductions, listProductions } from "@/server/services/productions";

/**
 * The productions list's first page for the default state (not over by `day`, no filters),
 * as /{lang}/api/productions/ answers it: rendered into the cached HTML, the client list
 * takes over for other states.
 */
export const getFirstProductionPage = cached(
  async (lang: Locale, day: string): Promise<Paged<ProductionItem>> => {
    const { db } = await getDb();
    const filter = { from: day };
    const [count, page] = await Promise.all([
      countProductions(db, filter),
      listProductions(db, { lang, filter, offset: 0, limit: PAGE_SIZE_DEFAULT }),
    ]);
    const next = page.hasMore ? `/${lang}/api/productions/?date=${isoToUrlDay(day)}&page=2` : null;
    return { count, next, previous: null, results: page.results };
  },
  ["site", "productions", "first-page"],
  [TAGS.productions],
);
