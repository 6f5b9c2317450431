import "server-only";
import { eq } from "drizzle-orm";
import type { Localized } from "@schemas/rules/localized";
import type { RouteMatch } from "@/i18n/routes";
import { routePath } from "@/i18n/routes";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { articleCategories, articles, articleTags } from "../db/schema/magazine";
import { events, people, productions, series, venues } from "../db/schema/programme";

/**
 * The proxy answers a {slug}/{id} URL with a stale slug with one 308 to the canonical URL.
 * The pages themselves would redirect too, but Next.js sends a redirect it has just written to
 * its page cache with two Location headers (vercel/next.js#82117), which proxies and crawlers
 * join into "/a, /a"; a redirect answered here never reaches that cache.
 */
const TABLES = {
  event: { table: events, param: "slug" },
  production: { table: productions, param: "slug" },
  series: { table: series, param: "slug" },
  venue: { table: venues, param: "slug" },
  person: { table: people, param: "slug" },
  article: { table: articles, param: "slug" },
  "magazine-category": { table: articleCategories, param: "category" },
  "magazine-tag": { table: articleTags, param: "tag" },
} as const;
type SluggedRoute = keyof typeof TABLES;

const isSlugged = (name: string): name is SluggedRoute => name in TABLES;

/** Slugs that matched lately, so the common case (the canonical URL) costs no query. */
const MAX_ENTRIES = 5000;
const TTL_MS = 60_000;

declare global {
  // Bundled apart from the route handlers (like the shell state): one cache per process.
  var __museumCanonicalSlugs: Map<string, { slugs: Localized<string>; expires: number }> | undefined;
}
const cache = () => (globalThis.__museumCanonicalSlugs ??= new Map());

/** Any content write may rename something: forget every remembered slug. */
export function forgetCanonicalSlugs(): void {
  cache().clear();
}

async function readSlugs(db: Db, name: SluggedRoute, id: number): Promise<Localized<string> | null> {
  const { table } = TABLES[name];
  const [row] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, id)).limit(1);
  return row?.slug ?? null;
}

/**
 * The canonical path when `match` names an existing entity under another slug; null when the
 * slug is right, or when there is no such entity (the page answers its 404). A remembered
 * match is trusted; a mismatch is always checked against the database, so a stale entry can
 * delay a redirect by the TTL at most, never send one to an old slug.
 */
export async function canonicalRedirect(match: RouteMatch, read = async (name: SluggedRoute, id: number) => readSlugs((await getDb()).db, name, id), now = Date.now()): Promise<string | null> {
  if (!isSlugged(match.name)) return null;
  const { param } = TABLES[match.name];
  const slug = match.params[param];
  const id = Number(match.params.id);
  if (slug === undefined || !Number.isSafeInteger(id)) return null;
  const key = `${match.name}:${id}`;
  const remembered = cache().get(key);
  if (remembered && remembered.expires > now && remembered.slugs[match.lang] === slug) return null;

  // Without the database the page decides (it redirects or answers its error).
  const slugs = await read(match.name, id).catch((error: unknown) => {
    console.error("Reading a slug for the proxy failed", error);
    return null;
  });
  if (!slugs) return null;
  const entries = cache();
  entries.delete(key);
  entries.set(key, { slugs, expires: now + TTL_MS });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  const canonical = slugs[match.lang];
  if (!canonical || canonical === slug) return null;
  return routePath(match.name, match.lang, { ...match.params, [param]: canonical } as never);
}
