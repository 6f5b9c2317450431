import type { Locale } from "@schemas/rules/localized";
import { EVENT_HIGHLIGHTS, EVENT_TEMPLATES } from "../content/events";
import { PEOPLE } from "../content/people";
import { PRODUCTIONS } from "../content/productions";
import { need, type SeedContext } from "../context";
import { slugify } from "../random";

/*
 * Site URLs of seeded entities, as the routes of spec 000 §2 spell them. Entity slugs are
 * made with the same slugify() as the entity factories, so a link always finds its page.
 */

export const pageLink = (lang: Locale, path: string) => (path ? `/${lang}/${path}` : `/${lang}`);

export function productionLink(ctx: SeedContext, key: string, lang: Locale): string {
  const production = PRODUCTIONS.find((item) => item.key === key);
  if (!production) throw new Error(`Seed content refers to unknown production "${key}"`);
  return `/${lang}/programme/${slugify(production.name[lang])}/${need(ctx.ids.productions, key)}`;
}

export function personLink(ctx: SeedContext, key: string, lang: Locale): string {
  const person = PEOPLE.find((item) => item.key === key);
  if (!person) throw new Error(`Seed content refers to unknown person "${key}"`);
  return `/${lang}/team/${slugify(`${person.first_name} ${person.last_name}`)}/${need(ctx.ids.people, key)}`;
}

/** The first seeded event made from a template or highlight (its detail page), else the calendar. */
export function eventLink(ctx: SeedContext, key: string, lang: Locale): string {
  const source = [...EVENT_TEMPLATES, ...EVENT_HIGHLIGHTS].find((item) => item.key === key);
  const event = ctx.ids.events.find((item) => item.key === key);
  return source && event ? `/${lang}/kalender/${slugify(source.name[lang])}/${event.id}` : `/${lang}/kalender`;
}
