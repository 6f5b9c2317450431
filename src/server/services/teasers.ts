import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import type { TeaserItem } from "@schemas/api/teaser";
import { imageForLang } from "@schemas/entities/media";
import { IMAGE_WIDTHS, type ImageValue } from "@schemas/rules/image";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { teasers } from "../db/schema/programme";
import { dayEnd } from "@schemas/rules/dates";

/** The largest derivative the image has (every width up to the original's exists). */
export function largeThumbnail(image: ImageValue): string {
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return `${image.src}-${widths[widths.length - 1] ?? IMAGE_WIDTHS[0]}.jpg`;
}

const conditions = (from: string) => and(eq(teasers.is_online, true), gte(teasers.position, from));

/**
 * Online calendar teasers positioned on or after `from` ("YYYY-MM-DD"), in (position, id)
 * order. Each sorts into the event list at the end of its day (date_start, 001 §3).
 */
export async function listTeasers(db: Db, options: { lang: Locale; from: string; offset: number; limit: number }) {
  const { lang, from, offset, limit } = options;
  const rows = await db.select().from(teasers).where(conditions(from))
    .orderBy(asc(teasers.position), asc(teasers.id)).limit(limit + 1).offset(offset);
  const results = rows.slice(0, limit).map((row): TeaserItem => {
    const image = imageForLang(row.image, lang);
    return {
      id: row.id,
      xtype: "teaser",
      name: row.name,
      position: row.position,
      date_start: dayEnd(row.position).toISOString(),
      preline: row.preline[lang],
      headline: row.headline[lang],
      subline: row.subline[lang],
      text: row.text[lang],
      link: row.link[lang],
      link_text: row.link_text[lang],
      image_obj: image,
      image_thumbnails: image ? { large: largeThumbnail(image) } : null,
    };
  });
  return { results, hasMore: rows.length > limit };
}

export const countTeasers = (db: Db, from: string) => db.$count(teasers, conditions(from));
