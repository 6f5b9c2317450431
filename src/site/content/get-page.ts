import "server-only";
import type { Locale } from "../../../schemas/rules/localized";
import { getDb } from "../../server/db/client";
import { cached } from "../../server/cache";
import { TAGS } from "../../server/cache-tags";
import { getPageEntity } from "../../server/content/page-entity";

/** A page by path, cached until a page is saved (tag "pages"). */
export const getCachedPage = cached(
  async (lang: Locale, path: string) => getPageEntity((await getDb()).db, lang, path),
  ["page-entity"],
  [TAGS.pages],
);
