import "server-only";
import { eq } from "drizzle-orm";
import type { ContainerOwnerType } from "@schemas/api/editor";
import type { Locale, Localized } from "@schemas/rules/localized";
import { routePath, type RouteName } from "@/i18n/routes";
import type { Db } from "../db/open";
import { dashboardUrl } from "../auth/admin-menus";
import { articles, events, people, productions, series, venues } from "../db/schema";

/** The entity detail routes whose pages hold sections, and what edit mode needs of each. */
export const ENTITY_ROUTES = ["event", "production", "series", "venue", "person", "article"] as const;
export type EntityRoute = (typeof ENTITY_ROUTES)[number];
export const isEntityRoute = (name: RouteName): name is EntityRoute => (ENTITY_ROUTES as readonly string[]).includes(name);

interface EntityKind {
  content_type: ContainerOwnerType;
  /** The key of its list in the admin menus (src/server/auth/admin-menus.ts). */
  admin: string;
  label: Localized<string>;
  find: (db: Db, id: number) => Promise<{ name: Localized<string>; slug: Localized<string> } | undefined>;
}

const KINDS: Record<EntityRoute, EntityKind> = {
  event: { content_type: "programme.event", admin: "events", label: { de: "Veranstaltung", en: "Event" },
    find: async (db, id) => (await db.select({ name: events.name, slug: events.slug }).from(events).where(eq(events.id, id)))[0] },
  production: { content_type: "programme.production", admin: "productions", label: { de: "Produktion", en: "Production" },
    find: async (db, id) => (await db.select({ name: productions.name, slug: productions.slug }).from(productions).where(eq(productions.id, id)))[0] },
  series: { content_type: "programme.series", admin: "series", label: { de: "Reihe", en: "Series" },
    find: async (db, id) => (await db.select({ name: series.name, slug: series.slug }).from(series).where(eq(series.id, id)))[0] },
  venue: { content_type: "programme.venue", admin: "venues", label: { de: "Spielstätte", en: "Venue" },
    find: async (db, id) => (await db.select({ name: venues.name, slug: venues.slug }).from(venues).where(eq(venues.id, id)))[0] },
  person: { content_type: "programme.person", admin: "people", label: { de: "Person", en: "Person" },
    find: async (db, id) => {
      const [row] = await db.select({ first: people.first_name, last: people.last_name, slug: people.slug }).from(people).where(eq(people.id, id));
      const name = row && [row.first, row.last].filter(Boolean).join(" ");
      return row && { name: { de: name!, en: name! }, slug: row.slug };
    } },
  article: { content_type: "magazine.article", admin: "magazine", label: { de: "Artikel", en: "Article" },
    find: async (db, id) => (await db.select({ name: articles.title, slug: articles.slug }).from(articles).where(eq(articles.id, id)))[0] },
};

export interface EntityOwner {
  content_type: ContainerOwnerType;
  object_id: number;
  name: string;
  /** The entity's page in this language (the canonical slug), where edit mode is left to. */
  url: string;
  /** Its change page in the admin: /{lang}/dashboard/{key}/{id}/ (000 §2). */
  admin: { label: string; url: string };
}

/**
 * The entity behind a detail route in edit mode: offline ones too (an editor prepares a page
 * before it goes online), null when the id is unknown.
 */
export async function findEntityOwner(db: Db, lang: Locale, route: EntityRoute, id: number): Promise<EntityOwner | null> {
  const kind = KINDS[route];
  const row = await kind.find(db, id);
  if (!row) return null;
  const name = row.name[lang] || row.name[lang === "de" ? "en" : "de"];
  const slug = row.slug[lang] || row.slug[lang === "de" ? "en" : "de"] || String(id);
  return {
    content_type: kind.content_type,
    object_id: id,
    name,
    url: routePath(route, lang, { slug, id }),
    admin: {
      label: lang === "de" ? `${kind.label.de} „${name}“ in der Verwaltung bearbeiten` : `Edit ${kind.label.en.toLowerCase()} “${name}” in the admin`,
      url: dashboardUrl(lang, kind.admin, id),
    },
  };
}
