import type { Database } from "@/server/db/open";
import { articles, eventTags, events, forms, people, productions, series, venues } from "@/server/db/schema";
import type { EntityKey } from "@schemas/entities/entity-kinds";

const both = (de: string, en: string) => ({ de, en });

/** An event a week from now, so the search (upcoming events only) finds it. */
export const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

/** One row of each dashboard kind, named `name`; answers the ids. */
export async function seedKinds(database: Database, name: string): Promise<Record<EntityKey, number>> {
  const { db } = database;
  const slug = both("eintrag", "entry");
  const id = async (rows: { id: number }[]) => rows[0]!.id;
  const venue = await id(await db.insert(venues).values({ name: both(name, name), slug }).returning({ id: venues.id }));
  return {
    venues: venue,
    events: await id(await db.insert(events).values({ name: both(name, name), slug, date_start: inAWeek(), venue_id: venue }).returning({ id: events.id })),
    productions: await id(await db.insert(productions).values({ name: both(name, name), slug, date_start: "2026-01-10" }).returning({ id: productions.id })),
    series: await id(await db.insert(series).values({ name: both(name, name), slug }).returning({ id: series.id })),
    magazine: await id(await db.insert(articles).values({ title: both(name, name), slug }).returning({ id: articles.id })),
    people: await id(await db.insert(people).values({ first_name: "Erika", last_name: name, slug }).returning({ id: people.id })),
    forms: await id(await db.insert(forms).values({ title: both(name, name), slug }).returning({ id: forms.id })),
  };
}

export async function seedTags(database: Database, count: number): Promise<number[]> {
  const rows = await database.db.insert(eventTags)
    .values(Array.from({ length: count }, (_, index) => ({ name: both(`Tag ${index}`, `Tag ${index}`) })))
    .returning({ id: eventTags.id });
  return rows.map((row) => row.id);
}
