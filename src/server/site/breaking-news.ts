import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Locale } from "@schemas/rules/localized";
import type { BreakingNewsItem } from "@schemas/api/breaking-news";
import { isWithinWindow } from "@schemas/rules/dates";
import type { Db } from "../db/open";
import { breakingNews } from "../db/schema";
import { getDb } from "../db/client";
import { cached } from "../cache";
import { TAGS } from "../cache-tags";
import { localizeLink } from "./localize-link";

/** An online alert with its window as ISO strings, so the list can be cached and filtered by time later. */
export interface OnlineBreakingNews extends BreakingNewsItem {
  active_from: string | null;
  active_to: string | null;
}

/** Every online alert in one language, newest first (the header shows the first current one). */
export async function readOnlineBreakingNews(db: Db, lang: Locale): Promise<OnlineBreakingNews[]> {
  const rows = await db.select().from(breakingNews).where(eq(breakingNews.is_online, true))
    .orderBy(sql`${breakingNews.active_from} DESC NULLS LAST`, desc(breakingNews.id));
  return Promise.all(rows.map(async (row) => ({
    id: row.id,
    // A title left blank in one language falls back to the other rather than showing nothing.
    title: row.title[lang] || row.title.de,
    text: row.text[lang],
    // One link for both languages: a page of the site is linked in the reader's language.
    link: row.link_url ? { url: await localizeLink(db, row.link_url, lang) } : null,
    link_title: row.link_title[lang],
    active_from: row.active_from?.toISOString() ?? null,
    active_to: row.active_to?.toISOString() ?? null,
  })));
}

/** The alerts whose window holds `now`, in the API's shape. */
export function currentBreakingNews(alerts: OnlineBreakingNews[], now: Date): BreakingNewsItem[] {
  return alerts
    .filter((alert) => isWithinWindow(now, alert.active_from, alert.active_to))
    .map(({ active_from: _from, active_to: _to, ...item }) => item);
}

/** Cached per language until an alert is saved (tag "breaking-news"); the time filter runs per request. */
export const getCachedOnlineBreakingNews = cached(
  async (lang: Locale) => readOnlineBreakingNews((await getDb()).db, lang),
  ["breaking-news"],
  // A page's new path changes where the alert's link leads.
  [TAGS.breakingNews, TAGS.pages],
);

/** GET /api/breaking-news/ */
export const breakingNewsNow = async (now: Date, lang: Locale) => currentBreakingNews(await getCachedOnlineBreakingNews(lang), now);
