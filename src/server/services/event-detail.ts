import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContributorItem, EventItem } from "@schemas/api/event";
import { EVENTS_ON_DETAIL } from "@schemas/api/programme-details";
import type { EventDetail } from "@/contracts/entity-details";
import { imageForLang } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import { listPublishedSections } from "../content/published-sections";
import type { Db } from "../db/open";
import { events, eventsPeople, people, productions, productionsPeople, venues } from "../db/schema/programme";
import { berlinDay, dayStart } from "@schemas/rules/dates";
import { CONTENT_TYPES } from "./content-types";
import { selectEventRows, toEventItems } from "./event-items";
import { entityLink, eventUrl, fullName, personUrl, productionUrl, venueUrl } from "./links";

const parents = alias(events, "parent");

/** Upcoming online events (from the start of today, Berlin) matching `where`, as list items. */
export async function upcomingEventItems(db: Db, lang: Locale, where: Parameters<typeof and>[number], now = new Date()): Promise<EventItem[]> {
  const rows = await selectEventRows(db)
    .where(and(eq(events.is_online, true), gte(events.date_start, dayStart(berlinDay(now))), where))
    .orderBy(asc(events.date_start), asc(events.id))
    .limit(EVENTS_ON_DETAIL);
  return toEventItems(db, rows, lang);
}

/** The people of an event or production with their part, in the editor's order. */
export async function contributorsOf(db: Db, lang: Locale, owner: { event: number } | { production: number }): Promise<ContributorItem[]> {
  const link = "event" in owner ? eventsPeople : productionsPeople;
  const ownerColumn = "event" in owner ? eventsPeople.event_id : productionsPeople.production_id;
  const person = { id: people.id, first_name: people.first_name, last_name: people.last_name, slug: people.slug, role: people.role, image: people.image };
  const rows = await db.select({ person, role: link.role }).from(link)
    .innerJoin(people, eq(people.id, link.person_id))
    .where(and(eq(ownerColumn, "event" in owner ? owner.event : owner.production), eq(people.is_online, true)))
    .orderBy(asc(link.position), asc(link.id));
  return rows.map(({ person, role }) => ({
    id: person.id,
    name: fullName(person),
    role: role[lang] || person.role[lang],
    url: personUrl(lang, person.slug[lang], person.id),
    image: imageForLang(person.image, lang),
  }));
}

/** An online event with everything its detail page shows (001 §2), or null. */
export async function getEventDetail(db: Db, id: number, lang: Locale): Promise<EventDetail | null> {
  const [row] = await selectEventRows(db).where(and(eq(events.id, id), eq(events.is_online, true)));
  if (!row) return null;
  const [extra] = await db.select({
    description: events.description,
    important_info: events.important_info,
    venue: { id: venues.id, name: venues.name, slug: venues.slug },
    production: { id: productions.id, name: productions.name, slug: productions.slug },
    parent: { id: parents.id, name: parents.name, slug: parents.slug },
  }).from(events)
    .leftJoin(venues, and(eq(venues.id, events.venue_id), eq(venues.is_online, true)))
    .leftJoin(productions, and(eq(productions.id, events.production_id), eq(productions.is_online, true)))
    .leftJoin(parents, and(eq(parents.id, events.parent_id), eq(parents.is_online, true)))
    .where(eq(events.id, id));
  const [[item], children, contributors, modules] = await Promise.all([
    toEventItems(db, [row], lang),
    upcomingEventItems(db, lang, eq(events.parent_id, id)),
    contributorsOf(db, lang, { event: id }),
    listPublishedSections(db, { content_type: CONTENT_TYPES.event, object_id: id, lang }),
  ]);
  return {
    ...item!,
    description: extra?.description[lang] ?? "",
    important_info: extra?.important_info[lang] ?? "",
    venue: entityLink(extra?.venue ?? null, lang, venueUrl),
    production: entityLink(extra?.production ?? null, lang, productionUrl),
    parent: entityLink(extra?.parent ?? null, lang, eventUrl),
    children,
    contributors,
    modules,
  };
}
