import { z } from "zod";
import { DEFAULT_LOCALE, localeSchema, type Locale } from "@schemas/rules/localized";

/** The shop's query: only `lang` counts; anything else, or a repeated or unknown value, reads as German. */
export const shopQuerySchema = z.object({
  lang: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), localeSchema).catch(DEFAULT_LOCALE),
});

export type ShopSearchParams = Record<string, string | string[] | undefined>;

/** The language of a shop page, from its `?lang=` (./shop-lang.ts keeps it in the shop's links). */
export const shopLang = (query: ShopSearchParams | URLSearchParams): Locale =>
  shopQuerySchema.parse(query instanceof URLSearchParams ? { lang: query.get("lang") ?? undefined } : query).lang;
