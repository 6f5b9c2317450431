import "server-only";
import { and, desc, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { MediaItem, MediaListAnswer, MediaListQuery } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "@/server/db/open";
import { media } from "@/server/db/schema";

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The image library for the image finder: uploaded and generated images, newest first, one
 * page at a time by keyset (id below the last one shown), so a library of any size pages
 * with one index range scan. ?q= narrows by name or alt text.
 */
export async function listMedia(db: Db, lang: Locale, query: MediaListQuery): Promise<MediaListAnswer> {
  const conditions: SQL[] = [];
  if (query.after !== undefined) conditions.push(lt(media.id, query.after));
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    conditions.push(or(ilike(media.name, pattern), sql`${media.alt}->>${lang} ilike ${pattern}`)!);
  }
  // One row more than asked tells whether there is a next page.
  const rows = await db.select().from(media).where(and(...conditions)).orderBy(desc(media.id)).limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const results = page.map((row): MediaItem => ({
    id: row.id,
    name: row.name,
    src: row.src,
    width: row.width,
    height: row.height,
    alt: row.alt[lang] ?? "",
    ...(row.color ? { color: row.color } : {}),
  }));
  return { results, next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}
