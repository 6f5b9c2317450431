import "server-only";
import { sql } from "drizzle-orm";
import type { FinderItem, FinderKind, FinderQuery } from "@schemas/api/finder";
import { imageValueSchema } from "@schemas/rules/image";
import { entityImageSchema, imageForLang } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "@/server/db/open";
import { tsQuery } from "../search/documents";
import { FINDER_SOURCES } from "./sources";

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Entity images carry an alt text per language, page images one: either becomes the image value. */
function imageOf(value: unknown, lang: Locale): FinderItem["image"] {
  const entity = entityImageSchema.safeParse(value);
  if (entity.success) return imageForLang(entity.data, lang);
  const plain = imageValueSchema.safeParse(value);
  return plain.success ? plain.data : null;
}

/** JSON renders a timestamp as ISO text on both drivers; the Date objects they return differ. */
const isoTime = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Rows of one kind for a finder popup: the ids asked for (in that order), or those whose
 * title contains the text, is similar to it (pg_trgm word similarity, so a typo still finds
 * it) or matches it as full text, or whose subline (a page's path ...) contains it. Titles that start with the text come first, then those
 * that contain it, then the kind's own order. At most `limit` rows.
 */
export async function findEntities(db: Db, kind: FinderKind, lang: Locale, query: FinderQuery): Promise<FinderItem[]> {
  const source = FINDER_SOURCES[kind];
  const q = query.q.toLowerCase();
  const title = sql`lower(f.title)`;
  const ids = query.ids;
  let where = sql`true`;
  const order = [...source.order];
  if (ids) {
    if (!ids.length) return [];
    where = sql`f.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  } else if (q) {
    const contains = `%${likeEscape(q)}%`;
    // The subline too: a page's path, a venue's address, a person's role.
    where = sql`(${title} like ${contains} or ${title} %> ${q} or lower(f.subline) like ${contains} or f.search @@ ${tsQuery(lang, q)})`;
    order.unshift(sql`case when ${title} like ${`${likeEscape(q)}%`} then 0 when ${title} like ${contains} then 1 else 2 end`);
  }
  const rows = await db
    .select({
      id: sql<number>`f.id`,
      title: sql<string | null>`f.title`,
      subline: sql<string | null>`f.subline`,
      slug: sql<string | null>`f.slug`,
      date: sql<string | null>`to_json(f.date) #>> '{}'`,
      image: sql<unknown>`f.image`,
    })
    .from(sql`(${source.select(lang)}) f`)
    .where(where)
    .orderBy(...order)
    .limit(ids ? ids.length : query.limit);
  const items = rows.map((row): FinderItem => {
    const id = Number(row.id);
    return {
      id,
      title: row.title ?? "",
      subline: row.subline ?? "",
      url: source.url && row.slug !== null ? source.url(lang, row.slug, id) : null,
      date_start: isoTime(row.date),
      image: imageOf(row.image, lang),
    };
  });
  if (!ids) return items;
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
