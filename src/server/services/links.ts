import "server-only";
import type { Locale, Localized } from "@schemas/rules/localized";

/*
 * Localised detail paths of the reading side (000 §2, 001 §2). The segments are the same in
 * both languages; only the slug differs.
 */

export const eventUrl = (lang: Locale, slug: string, id: number) => `/${lang}/kalender/${slug}/${id}`;
export const productionUrl = (lang: Locale, slug: string, id: number) => `/${lang}/programme/${slug}/${id}`;
export const seriesUrl = (lang: Locale, slug: string, id: number) => `/${lang}/series/${slug}/${id}`;
export const venueUrl = (lang: Locale, slug: string, id: number) => `/${lang}/venues/${slug}/${id}`;
export const personUrl = (lang: Locale, slug: string, id: number) => `/${lang}/team/${slug}/${id}`;
export const articleUrl = (lang: Locale, slug: string, id: number) => `/${lang}/stories/${slug}/${id}`;
export const articleCategoryUrl = (lang: Locale, slug: string, id: number) => `/${lang}/stories/categories/${slug}/${id}`;
export const articleTagUrl = (lang: Locale, slug: string, id: number) => `/${lang}/stories/tags/${slug}/${id}`;

/** A joined option ({ id, name } or null from a left join) in one language. */
export function ref(row: { id: number; name: Localized<string> } | null, lang: Locale): { id: number; name: string } | null {
  return row ? { id: row.id, name: row.name[lang] } : null;
}

/** A joined entity with a slug as { id, name, url }. */
export function entityLink(
  row: { id: number; name: Localized<string>; slug: Localized<string> } | null,
  lang: Locale,
  url: (lang: Locale, slug: string, id: number) => string,
): { id: number; name: string; url: string } | null {
  return row ? { id: row.id, name: row.name[lang], url: url(lang, row.slug[lang], row.id) } : null;
}

/** "Vorname Nachname", or the last name alone. */
export const fullName = (person: { first_name: string; last_name: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(" ");
