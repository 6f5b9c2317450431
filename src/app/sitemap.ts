import type { MetadataRoute } from "next";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { config } from "@/server/config";
import { getDb } from "@/server/db/client";
import { sitemapEntries } from "@/server/site/sitemap";

// Read from the database when asked, never during the build; the data cache keeps it cheap.
export const dynamic = "force-dynamic";

const SITEMAP_TAGS = [TAGS.pages, TAGS.events, TAGS.productions, TAGS.series, TAGS.venues, TAGS.people, TAGS.articles];
const cachedEntries = cached(async () => sitemapEntries((await getDb()).db), ["sitemap"], SITEMAP_TAGS);

/** /sitemap.xml: every indexable page in German with its English alternate (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const absolute = (path: string) => new URL(path, config.SITE_URL).toString();
  return (await cachedEntries()).map(({ paths, lastModified }) => ({
    url: absolute(paths.de),
    lastModified,
    alternates: { languages: { de: absolute(paths.de), en: absolute(paths.en) } },
  }));
}
