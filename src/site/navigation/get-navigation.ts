import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { getDb } from "@/server/db/client";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { readNavigation } from "@/server/site/navigation";

/** Menu and footer of one language, cached until navigation changes (tag "navigation"). */
export const getCachedNavigation = cached(
  async (lang: Locale) => readNavigation((await getDb()).db, lang),
  ["navigation"],
  [TAGS.navigation, TAGS.pages],
);
