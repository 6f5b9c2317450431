import { eq as sqlEq } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { Db } from "@/server/db/open";
import { prices, seatGroups, timeslots } from "@/server/db/schema/booking";
import {
  events, eventsPeople, eventsTags, eventTags, exhibitionTypes, genres, people, productions, productionsTags, rooms, seasons, series, teasers, venues,
} from "@/server/db/schema/programme";
import { dayStart, isoToUrlDay, shiftDay } from "@schemas/rules/dates";

/*
 * A small programme on fixed days of next month (so "today" never interferes): DAY 0 has two
 * events at the same minute (the id breaks the tie), DAY 1 only a limited one, DAY 2 only a
 * sold-out group, DAY 3 only closed timeslots, DAY 4 a free event without tickets, and DAY 5
 * twenty-five events for paging.
 */

export const both = (de: string, en: string) => ({ de, en });
const slug = (key: string) => both(`${key}-de`, `${key}-en`);

/** The 5th of next month (Berlin), "YYYY-MM-DD", and its days. */
export function programmeDays(now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 5));
  const day0 = next.toISOString().slice(0, 10);
  return { day: (offset: number) => shiftDay(day0, offset), at: (offset: number, hour: number) => new Date(dayStart(shiftDay(day0, offset)).getTime() + hour * 3_600_000) };
}

/** DD-MM-YYYY as the API takes it. */
export const urlDay = isoToUrlDay;

export type Ids = Record<string, number>;

export async function seedProgramme(db: Db): Promise<Ids> {
  const { at } = programmeDays();
  const ids: Ids = {};
  const [venue] = await db.insert(venues).values({ name: both("Haus am Fluss", "River House"), slug: slug("haus"), description: both("Ein Ort für Musik", "A place for music") }).returning({ id: venues.id });
  const [hall, studio] = await db.insert(rooms).values([
    { name: both("Saal", "Hall"), venue_id: venue!.id, position: 1 },
    { name: both("Studio", "Studio"), show_in_filter: false, position: 2 },
  ]).returning({ id: rooms.id });
  const [tour, concert] = await db.insert(exhibitionTypes).values([
    { name: both("Führung", "Tour"), slug: "fuehrung" }, { name: both("Konzert", "Concert"), slug: "konzert" },
  ]).returning({ id: exhibitionTypes.id });
  const [family, hiddenTag, unused] = await db.insert(eventTags).values([
    { name: both("Familie", "Family") }, { name: both("Intern", "Internal"), show_in_filter: false }, { name: both("Leer", "Empty") },
  ]).returning({ id: eventTags.id });
  const [late, secret] = await db.insert(series).values([
    { name: both("Donnerstag spät", "Thursday Late"), slug: slug("late") },
    { name: both("Geheim", "Secret"), slug: slug("secret"), show_in_filter: false },
  ]).returning({ id: series.id });
  const [jazz] = await db.insert(genres).values([{ name: both("Jazz", "Jazz") }]).returning({ id: genres.id });
  Object.assign(ids, { venue: venue!.id, hall: hall!.id, studio: studio!.id, tour: tour!.id, concert: concert!.id, family: family!.id, hiddenTag: hiddenTag!.id, unused: unused!.id, late: late!.id, secret: secret!.id, jazz: jazz!.id });

  const event = async (key: string, values: Partial<typeof events.$inferInsert> & { date_start: Date }) => {
    const [row] = await db.insert(events).values({ name: both(`${key} DE`, `${key} EN`), slug: slug(key), ...values }).returning({ id: events.id });
    return (ids[key] = row!.id);
  };
  const group = async (eventId: number, status: number, capacity: number | null = 100) => {
    const [row] = await db.insert(seatGroups).values({ event_id: eventId, seat_group: 1, status, capacity, text: both("Parkett", "Stalls") }).returning({ id: seatGroups.id });
    return row!.id;
  };

  const e1 = await event("first", {
    date_start: at(0, 10), room_id: hall!.id, exhibition_type_id: tour!.id, series_id: late!.id, venue_id: venue!.id,
    description: both("<p>Eine Führung durch die neue Ausstellung &amp; mehr</p>", "<p>A tour of the new exhibition</p>"),
  });
  const g1 = await group(e1, 1);
  const closedGroup = await group(e1, 0);
  await db.insert(prices).values([
    { event_id: e1, seat_group_id: g1, price: "12.00", text: "Vollpreis", name: both("Vollpreis", "Full price"), sale_type_id: 1, position: 0 },
    { event_id: e1, seat_group_id: g1, price: "6.00", text: "Ermäßigt", name: both("Ermäßigt", "Reduced"), sale_type_id: 2, position: 1 },
    { event_id: e1, seat_group_id: closedGroup, price: "30.00", text: "Loge", sale_type_id: 3 },
  ]);
  await db.insert(eventsTags).values([{ event_id: e1, tag_id: family!.id }, { event_id: e1, tag_id: hiddenTag!.id }]);
  await event("second", { date_start: at(0, 10), room_id: studio!.id, exhibition_type_id: concert!.id, genre_id: jazz!.id });
  await event("offline", { date_start: at(0, 11), is_online: false, room_id: hall!.id });
  await event("past", { date_start: new Date(Date.now() - 86_400_000 * 2), room_id: hall!.id });
  await group(await event("limited", { date_start: at(1, 18) }), 2);
  await group(await event("soldout", { date_start: at(2, 18) }), 0);
  const slotted = await event("slotted", { date_start: at(3, 9) });
  const slottedGroup = await group(slotted, 1, null);
  await db.insert(timeslots).values([0, 1].map((index) => ({ event_id: slotted, seat_group_id: slottedGroup, time_start: at(3, 9 + index), status: 0, capacity: 20 })));
  const free = await event("free", { date_start: at(4, 15) });
  await db.insert(prices).values({ event_id: free, price: "0.00", text: "Vollpreis" });
  for (let index = 0; index < 25; index++) {
    await event(`bulk${index}`, { date_start: at(5, 8 + (index % 3)), exhibition_type_id: tour!.id, teaser_text: both("Sammlungsrundgang am Morgen", "Morning collection walk") });
  }

  const [person] = await db.insert(people).values([
    { first_name: "Anna", last_name: "Weber", slug: slug("anna"), role: both("Kuratorin", "Curator"), biography: both("Sie kuratiert Ausstellungen.", "She curates exhibitions.") },
    { first_name: "Otto", last_name: "Versteckt", slug: slug("otto"), is_online: false },
  ]).returning({ id: people.id });
  ids.person = person!.id;
  await db.insert(eventsPeople).values({ event_id: e1, person_id: person!.id, role: both("Führung", "Guide") });

  await db.insert(teasers).values([
    { name: "t0", position: programmeDays().day(0), headline: both("Mitglied werden", "Become a member"), link: both("/de/freunde", "/en/friends") },
    { name: "t1", position: programmeDays().day(1), headline: both("Newsletter", "Newsletter"), link: both("/de/n", "/en/n"), image: { src: "/media/seed/x", width: 1000, height: 500, alt: both("Bild", "Picture") } },
    { name: "hidden", position: programmeDays().day(1), headline: both("Aus", "Off"), link: both("/de", "/en"), is_online: false },
  ]);

  const [season] = await db.insert(seasons).values([{ name: both("Saison 1", "Season 1"), date_start: "2020-09-01", date_end: "2099-08-31" }]).returning({ id: seasons.id });
  const [p1, p2] = await db.insert(productions).values([
    { name: both("Farbe", "Colour"), slug: slug("farbe"), date_start: "2020-01-01", date_end: "2099-01-01", season_id: season!.id, exhibition_type_id: tour!.id, venue_id: venue!.id },
    { name: both("Ufer", "Shore"), slug: slug("ufer"), date_start: "2020-01-01", date_end: "2020-06-01", exhibition_type_id: concert!.id },
    { name: both("Entwurf", "Draft"), slug: slug("entwurf"), is_online: false },
  ]).returning({ id: productions.id });
  await db.insert(productionsTags).values({ production_id: p1!.id, tag_id: family!.id });
  await db.update(events).set({ production_id: p1!.id }).where(sqlEq(events.id, e1));
  Object.assign(ids, { season: season!.id, p1: p1!.id, p2: p2!.id });
  return ids;
}


/** Call a route handler the way Next.js does. */
export function call(handler: (request: NextRequest, segment?: never) => Promise<Response>, url: string, params: Record<string, unknown> = {}) {
  return handler(new NextRequest(new URL(url, "http://localhost")), { params: Promise.resolve(params) } as never);
}

export async function json<T = Record<string, unknown>>(response: Response | Promise<Response>): Promise<{ status: number; body: T }> {
  const resolved = await response;
  return { status: resolved.status, body: (await resolved.json()) as T };
}
