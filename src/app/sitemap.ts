import type { MetadataRoute } from "next";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { config } from "@/server/config";
import { getDb } from "@/server/db/client";
import { sitemapEntries, sitemapUrls } from "@/server/site/sitemap";

// Read from the database when asked, never during the build; the data cache keeps it cheap.
export const dynamic = "force-dynamic";

const SITEMAP_TAGS = [TAGS.pages, TAGS.events, TAGS.productions, TAGS.series, TAGS.venues, TAGS.people, TAGS.articles];
const cachedEntries = cached(async () => sitemapEntries((await getDb()).db), ["sitemap"], SITEMAP_TAGS);

/** /sitemap.xml: every indexable page in each language, each naming all its languages (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapUrls(await cachedEntries(), config.SITE_URL);
}
