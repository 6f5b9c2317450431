import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { articleCategories, articles } from "@/server/db/schema/magazine";
import { prices } from "@/server/db/schema/booking";
import { events, eventsTags, eventTags, exhibitionTypes, rooms, venues } from "@/server/db/schema/programme";
import { getVenueCards, listLatestArticles, listUpcomingEvents } from "@/server/services/cards";

const both = (de: string, en: string) => ({ de, en });
const slug = (name: string) => both(`${name}-de`, `${name}-en`);
const FROM = new Date("2026-05-01T00:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("card services on $name", (testDb) => {
  let database: Database;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await testDb.open();
    const { db } = database;
    const [room] = await db.insert(rooms).values({ name: both("Saal", "Hall") }).returning();
    const [type] = await db.insert(exhibitionTypes).values({ name: both("Führung", "Tour"), slug: "fuehrung" }).returning();
    const tagRows = await db.insert(eventTags).values([{ name: both("Familie", "Family") }, { name: both("Musik", "Music") }]).returning();

    const event = async (key: string, values: Partial<typeof events.$inferInsert> & { date_start: Date }) => {
      const [row] = await db.insert(events).values({ name: both(`${key} DE`, `${key} EN`), slug: slug(key), ...values }).returning();
      ids[key] = row!.id;
      return row!.id;
    };
    await event("past", { date_start: new Date("2026-04-01T10:00:00Z") });
    await event("running", { date_start: new Date("2026-03-01T09:00:00Z"), date_end: new Date("2026-06-30T18:00:00Z") });
    const free = await event("free", {
      date_start: new Date("2026-05-03T16:00:00Z"), room_id: room!.id, exhibition_type_id: type!.id,
      subline: both("Für alle", "For everyone"), ticket_url: "https://tickets.example.org/free",
      image: { src: "/media/free", width: 800, height: 600, alt: both("Bild", "Picture") },
    });
    await event("offline", { date_start: new Date("2026-05-02T10:00:00Z"), is_online: false });
    const paid = await event("paid", { date_start: new Date("2026-05-10T18:00:00Z") });
    await event("unpriced", { date_start: new Date("2026-06-15T18:00:00Z") });
    await db.insert(eventsTags).values([{ event_id: free, tag_id: tagRows[0]!.id }, { event_id: paid, tag_id: tagRows[1]!.id }]);
    ids.family = tagRows[0]!.id;
    await db.insert(prices).values([
      { event_id: free, price: "0.00", text: "Vollpreis" },
      { event_id: free, price: "0.00", text: "Ermäßigt" },
      { event_id: paid, price: "0.00", text: "Kinder" },
      { event_id: paid, price: "12.00", text: "Vollpreis" },
    ]);

    const [art, music] = await db.insert(articleCategories)
      .values([{ name: both("Kunst", "Art"), slug: both("kunst", "art"), style_name: "cc01" }, { name: both("Musik", "Music"), slug: slug("musik") }])
      .returning();
    const article = async (key: string, values: Partial<typeof articles.$inferInsert>) => {
      const [row] = await db.insert(articles).values({ title: both(`${key} DE`, `${key} EN`), slug: slug(key), ...values }).returning();
      ids[key] = row!.id;
    };
    await article("january", { published_at: new Date("2026-01-01T08:00:00Z"), category_id: art!.id, teaser_text: both("Kurz", "") });
    await article("february", { published_at: new Date("2026-02-01T08:00:00Z"), category_id: music!.id });
    await article("march", { published_at: new Date("2026-03-01T08:00:00Z") });
    await article("scheduled", { published_at: new Date(Date.now() + DAY), category_id: art!.id });
    await article("hidden", { published_at: new Date("2026-03-02T08:00:00Z"), is_online: false });
    ids.art = art!.id;

    const venue = async (key: string, values: Partial<typeof venues.$inferInsert> = {}) => {
      const [row] = await db.insert(venues).values({ name: both(`${key} DE`, `${key} EN`), slug: slug(key), ...values }).returning();
      ids[key] = row!.id;
    };
    await venue("hall", { address: "Museumsplatz 1", description: both("Großer Saal", "Great hall") });
    await venue("closed", { is_online: false });
    await venue("garden");
  });

  afterAll(async () => {
    await database?.close();
  });

  const names = (cards: { name?: string; title?: string }[]) => cards.map((card) => card.name ?? card.title);

  it("lists online events that have not ended, by start, running exhibitions included", async () => {
    const cards = await listUpcomingEvents(database.db, { lang: "de", from: FROM, limit: 10 });
    expect(names(cards)).toEqual(["running DE", "free DE", "paid DE", "unpriced DE"]);
  });

  it("speaks the requested language in names, urls, rooms and alt texts", async () => {
    const [card] = await listUpcomingEvents(database.db, { lang: "en", from: FROM, eventIds: [ids.free!], limit: 10 });
    expect(card).toMatchObject({
      name: "free EN", subline: "For everyone", slug: "free-en", url: `/en/kalender/free-en/${ids.free}`,
      room: "Hall", exhibition_type: "Tour", ticket_url: "https://tickets.example.org/free",
      date_start: "2026-05-03T16:00:00.000Z", date_end: null,
    });
    expect(card?.image?.alt).toBe("Picture");
  });

  it("marks an event free only when it has prices and all are 0.00", async () => {
    const cards = await listUpcomingEvents(database.db, { lang: "de", from: FROM, limit: 10 });
    expect(Object.fromEntries(cards.map((card) => [card.name, card.is_free]))).toEqual({
      "running DE": false, "free DE": true, "paid DE": false, "unpriced DE": false,
    });
  });

  it("filters by an end date (exclusive), a tag, chosen ids and a limit", async () => {
    const db = database.db;
    expect(names(await listUpcomingEvents(db, { lang: "de", from: FROM, to: new Date("2026-05-10T18:00:00Z"), limit: 10 })))
      .toEqual(["running DE", "free DE"]);
    expect(names(await listUpcomingEvents(db, { lang: "de", from: FROM, tagId: ids.family!, limit: 10 }))).toEqual(["free DE"]);
    expect(names(await listUpcomingEvents(db, { lang: "de", from: FROM, eventIds: [ids.paid!, ids.past!, ids.offline!], limit: 10 })))
      .toEqual(["paid DE"]);
    expect(names(await listUpcomingEvents(db, { lang: "de", from: FROM, limit: 2 }))).toEqual(["running DE", "free DE"]);
  });

  it("lists published online articles, newest first, with their category", async () => {
    const cards = await listLatestArticles(database.db, { lang: "en", limit: 10 });
    expect(names(cards)).toEqual(["march EN", "february EN", "january EN"]);
    expect(cards[2]).toMatchObject({
      url: `/en/stories/january-en/${ids.january}`, teaser_text: null, published_at: "2026-01-01T08:00:00.000Z",
      category: { id: ids.art, name: "Art", slug: "art", style_name: "cc01" },
    });
    expect(cards[0]?.category).toBeNull();
  });

  it("filters articles by category and limits them", async () => {
    expect(names(await listLatestArticles(database.db, { lang: "de", limit: 10, categoryIds: [ids.art!] }))).toEqual(["january DE"]);
    expect(names(await listLatestArticles(database.db, { lang: "de", limit: 1 }))).toEqual(["march DE"]);
  });

  it("returns the online venues asked for, in the order asked", async () => {
    const cards = await getVenueCards(database.db, { lang: "de", ids: [ids.garden!, ids.closed!, ids.hall!, 99999] });
    expect(cards).toEqual([
      { id: ids.garden, name: "garden DE", slug: "garden-de", url: `/de/venues/garden-de/${ids.garden}`, address: null, description: null, image: null },
      { id: ids.hall, name: "hall DE", slug: "hall-de", url: `/de/venues/hall-de/${ids.hall}`, address: "Museumsplatz 1", description: "Großer Saal", image: null },
    ]);
    expect(await getVenueCards(database.db, { lang: "de", ids: [] })).toEqual([]);
  });
});
