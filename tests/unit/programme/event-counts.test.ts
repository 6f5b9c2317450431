import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as listEvents } from "@/app/[lang]/api/events/route";
import type { Database } from "@/server/db/open";
import { events, eventsTags, eventTags, rooms } from "@/server/db/schema/programme";
import { countEvents, eventConditions, type EventFilter } from "@/server/services/events";
import { dayStart } from "@schemas/rules/dates";
import { testDatabases } from "../../helpers/db";
import { both, call, json, programmeDays, seedProgramme, urlDay, type Ids } from "./fixtures";

/*
 * The list's `count` is summed from per-day counts that triggers keep (event_day_counts):
 * after every kind of write it must still say how many events the list really has.
 */

describe.each(testDatabases())("the event list's count after writes on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;
  const { day, at } = programmeDays();
  const id = (key: string) => ids[key]!;
  const from = day(0);

  const count = async (query: string) => {
    const { status, body } = await json<{ count: number }>(call(listEvents, `/de/api/events/?date=${urlDay(from)}&${query}`, { lang: "de" }));
    expect(status).toBe(200);
    return body.count;
  };
  /** Every filter the list offers, alone and together, from several days. */
  const filters = (): EventFilter[] => {
    const options: Omit<EventFilter, "from">[] = [
      {}, { room: id("hall") }, { room: id("studio") }, { type: { id: id("tour") } }, { type: { slug: "konzert" } }, { tag: id("family") },
      { tag: id("hiddenTag") }, { series: id("late") }, { genre: id("jazz") }, { room: id("hall"), tag: id("family") }, { type: { id: id("tour") }, series: id("late") },
    ];
    return [day(-3), day(0), day(1), day(5), day(6)].flatMap((start) => options.flatMap((option) => [{ from: start, ...option }, { from: start, to: day(3), ...option }]));
  };
  /** countEvents against counting the very rows the list selects, for every filter. */
  const expectCountsAgree = async () => {
    const { db } = database;
    const summed = await Promise.all(filters().map((filter) => countEvents(db, filter)));
    const counted = await Promise.all(filters().map((filter) => db.$count(events, eventConditions(db, filter))));
    expect(summed).toEqual(counted);
  };

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedProgramme(database.db);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("counts what the list shows, by every filter", async () => {
    expect(await count("")).toBe(31);
    expect(await count(`tag=${id("family")}`)).toBe(1);
    expect(await count("type=fuehrung")).toBe(26);
    await expectCountsAgree();
  });

  it("goes up when an event is created and back when it is deleted, tags and all", async () => {
    const { db } = database;
    const [created] = await db.insert(events).values({
      name: both("neu", "new"), slug: both("neu", "new"), date_start: at(1, 12), room_id: id("hall"), exhibition_type_id: id("tour"),
    }).returning({ id: events.id });
    await db.insert(eventsTags).values({ event_id: created!.id, tag_id: id("family") });
    expect(await count("")).toBe(32);
    expect(await count(`tag=${id("family")}&room=${id("hall")}`)).toBe(2);
    await expectCountsAgree();

    // The event's tags go with it (ON DELETE CASCADE), after the event row.
    await db.delete(events).where(eq(events.id, created!.id));
    expect(await count("")).toBe(31);
    expect(await count(`tag=${id("family")}`)).toBe(1);
    await expectCountsAgree();
  });

  it("follows an event taken offline, moved to another day or room, and its tags changing", async () => {
    const { db } = database;
    await db.update(events).set({ is_online: false }).where(eq(events.id, id("second")));
    expect(await count("type=konzert")).toBe(0);
    await db.update(events).set({ is_online: true, date_start: at(6, 20) }).where(eq(events.id, id("second")));
    expect(await count(`date=${urlDay(day(6))}&type=konzert`)).toBe(1);
    // A minute before midnight in Berlin (22:59 or 21:59 UTC) counts on the Berlin day.
    await db.update(events).set({ date_start: new Date(dayStart(day(6)).getTime() - 60_000) }).where(eq(events.id, id("second")));
    expect(await count(`date=${urlDay(day(6))}&type=konzert`)).toBe(0);
    expect(await count(`date=${urlDay(day(5))}&type=konzert`)).toBe(1);
    await db.update(events).set({ date_start: at(0, 10), room_id: id("hall") }).where(eq(events.id, id("second")));
    expect(await count(`room=${id("hall")}`)).toBe(2);
    await db.update(events).set({ is_online: true }).where(eq(events.id, id("offline")));
    await db.insert(eventsTags).values([{ event_id: id("offline"), tag_id: id("unused") }, { event_id: id("bulk0"), tag_id: id("unused") }]);
    expect(await count(`tag=${id("unused")}`)).toBe(2);
    await db.update(eventsTags).set({ tag_id: id("family") }).where(eq(eventsTags.event_id, id("bulk0")));
    expect(await count(`tag=${id("family")}`)).toBe(2);
    // Many events at once: one statement, one trigger run.
    await db.update(events).set({ date_start: sql`${events.date_start} + interval '1 day'` }).where(eq(events.exhibition_type_id, id("tour")));
    await expectCountsAgree();
  });

  it("follows deletions of a tag and of a room that events use", async () => {
    const { db } = database;
    const [room] = await db.insert(rooms).values({ name: both("Keller", "Cellar") }).returning({ id: rooms.id });
    await db.update(events).set({ room_id: room!.id }).where(eq(events.id, id("bulk1")));
    expect(await count(`room=${room!.id}`)).toBe(1);
    await db.delete(rooms).where(eq(rooms.id, room!.id));
    expect(await count(`room=${room!.id}`)).toBe(0);
    await db.delete(eventTags).where(eq(eventTags.id, id("family")));
    expect(await count(`tag=${id("family")}`)).toBe(0);
    await expectCountsAgree();
  });
});
