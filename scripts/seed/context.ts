import type { TZDate } from "@date-fns/tz";
import type { EntityImage } from "@schemas/entities/media";
import type { ImageValue } from "@schemas/rules/image";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "@/server/db/open";
import type { ImageLibrary, SeedImage } from "./images";
import type { Random } from "./random";

/** Ids of the rows written so far, by the content key that made them ("grosser-saal" → 3). */
export interface SeedIds {
  media: Map<string, number>;
  venues: Map<string, number>;
  rooms: Map<string, number>;
  exhibitionTypes: Map<string, number>;
  genres: Map<string, number>;
  eventTags: Map<string, number>;
  series: Map<string, number>;
  seasons: Map<string, number>;
  people: Map<string, number>;
  productions: Map<string, number>;
  categories: Map<string, number>;
  articleTags: Map<string, number>;
  forms: Map<string, number>;
  /** Events in order of their start, with the template key that made each. */
  events: { id: number; key: string; start: Date }[];
  articles: number[];
  pages: Map<string, number>;
}

/** Everything a factory needs: the database, its own random stream, the day, the images. */
export interface SeedContext {
  db: Db;
  rng: Random;
  /** Midnight of the seed day in Berlin; all programme dates count from here. */
  today: TZDate;
  now: Date;
  scale: number;
  library: ImageLibrary;
  ids: SeedIds;
}

export const emptyIds = (): SeedIds => ({
  media: new Map(), venues: new Map(), rooms: new Map(), exhibitionTypes: new Map(), genres: new Map(),
  eventTags: new Map(), series: new Map(), seasons: new Map(), people: new Map(), productions: new Map(),
  categories: new Map(), articleTags: new Map(), forms: new Map(), events: [], articles: [], pages: new Map(),
});

/** The id a key was given; a missing key is a mistake in the seed's content, so it throws. */
export function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed content refers to unknown key "${key}"`);
  return id;
}

export function artwork(ctx: SeedContext, name: string): SeedImage {
  const image = [...ctx.library.artworks, ...ctx.library.logos].find((item) => item.name === name);
  if (!image) throw new Error(`Seed content refers to unknown image "${name}"`);
  return image;
}

/** An image on a bilingual entity: alt text in both languages. */
export function entityImage(ctx: SeedContext, name: string): EntityImage {
  const image = artwork(ctx, name);
  return { id: ctx.ids.media.get(name), src: `/media/seed/${image.name}`, width: image.width, height: image.height, alt: image.alt, color: image.color };
}

/** An image as a module stores it: alt text in the page's language, media id attached. */
export function pic(ctx: SeedContext, name: string, lang: Locale): ImageValue {
  const image = artwork(ctx, name);
  return { id: ctx.ids.media.get(name), src: `/media/seed/${image.name}`, width: image.width, height: image.height, alt: image.alt[lang], color: image.color };
}
