import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { EventItem, PriceEntry } from "@schemas/api/event";
import { imageForLang } from "@schemas/entities/media";
import { isFreePrice } from "@schemas/entities/price";
import { AVAILABILITY } from "@schemas/entities/seat-group";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { prices, seatGroups, timeslots } from "../db/schema/booking";
import { events, eventsTags, eventTags, exhibitionTypes, genres, rooms, series } from "../db/schema/programme";
import { SeatIndex, takenSeats, unitAvailability } from "./availability";
import { ticketLink } from "./ticket-link";
import { eventUrl, ref } from "./links";

/** The columns of an event row with its options joined (rooms, type, series, genre). */
export const eventRowColumns = {
  id: events.id,
  name: events.name,
  subline: events.subline,
  teaser_text: events.teaser_text,
  slug: events.slug,
  link: events.link,
  date_start: events.date_start,
  date_end: events.date_end,
  image: events.image,
  ticket_url: events.ticket_url,
  id_jet: events.id_jet,
  sticky_booking: events.sticky_booking,
  room: { id: rooms.id, name: rooms.name },
  type: { slug: exhibitionTypes.slug, name: exhibitionTypes.name },
  series: { id: series.id, name: series.name },
  genre: { id: genres.id, name: genres.name },
};

/** SELECT eventRowColumns FROM events with the option joins; add WHERE / ORDER / LIMIT. */
export const selectEventRows = (db: Db) =>
  db.select(eventRowColumns).from(events)
    .leftJoin(rooms, eq(rooms.id, events.room_id))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, events.exhibition_type_id))
    .leftJoin(series, eq(series.id, events.series_id))
    .leftJoin(genres, eq(genres.id, events.genre_id))
    .$dynamic();

export type EventRow = Awaited<ReturnType<ReturnType<typeof selectEventRows>["execute"]>>[number];

const toPrice = (row: typeof prices.$inferSelect, lang: Locale, groupNumber: number | null): PriceEntry => ({
  id: row.id,
  price: row.price,
  text: row.text,
  seat_group: groupNumber,
  seat_group_id: row.seat_group_id,
  sale_type_id: row.sale_type_id,
  name: row.name[lang],
  has_discounts: row.has_discounts,
});

/**
 * Event rows → the API's event entities, with tags, offered seat groups (status ≠ 0) with
 * their prices and offered timeslots, and availability. A handful of queries for the whole
 * page, whatever its size.
 */
export async function toEventItems(db: Db, rows: readonly EventRow[], lang: Locale): Promise<EventItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tagRows, groupRows, slotRows, priceRows, taken] = await Promise.all([
    db.select({ event_id: eventsTags.event_id, id: eventTags.id, name: eventTags.name }).from(eventsTags)
      .innerJoin(eventTags, eq(eventTags.id, eventsTags.tag_id)).where(inArray(eventsTags.event_id, ids))
      .orderBy(asc(eventTags.position), asc(eventTags.id)),
    db.select().from(seatGroups).where(inArray(seatGroups.event_id, ids)).orderBy(asc(seatGroups.position), asc(seatGroups.id)),
    db.select().from(timeslots).where(inArray(timeslots.event_id, ids)).orderBy(asc(timeslots.time_start), asc(timeslots.id)),
    db.select().from(prices).where(inArray(prices.event_id, ids)).orderBy(asc(prices.position), asc(prices.id)),
    takenSeats(db, ids),
  ]);
  const seats = new SeatIndex(groupRows, slotRows, taken);

  return rows.map((row): EventItem => {
    const ownPrices = priceRows.filter((price) => price.event_id === row.id);
    const groups = seats.groupsOf(row.id);
    const offered = groups.filter((group) => group.status !== AVAILABILITY.soldOut);
    const seatGroupsOut = offered.map((group) => ({
      id: group.id,
      seat_group: group.seat_group,
      status: group.status,
      text: group.text[lang],
      // Includes its slots: a group whose slots are all gone is sold out.
      availability: seats.groupAvailability(group),
      prices: ownPrices.filter((price) => price.seat_group_id === group.id).map((price) => toPrice(price, lang, group.seat_group)),
      timeslots: seats.slotsOf(group).filter((slot) => slot.status !== AVAILABILITY.soldOut).map((slot) => ({
        id: slot.id,
        time_start: slot.time_start.toISOString(),
        status: slot.status,
        block_id: slot.block_id,
        availability: unitAvailability(seats.slotState(slot)),
      })),
    }));
    const ungrouped = ownPrices.filter((price) => price.seat_group_id === null).map((price) => toPrice(price, lang, null));
    const url = eventUrl(lang, row.slug[lang], row.id);
    return {
      id: row.id,
      xtype: "event",
      name: row.name[lang],
      subline: row.subline[lang],
      teaser_text: row.teaser_text[lang],
      slug: row.slug[lang],
      url,
      link: row.link ?? url,
      date_start: row.date_start.toISOString(),
      date_end: row.date_end?.toISOString() ?? null,
      event_type_new: row.type ? { id: row.type.slug, name: row.type.name[lang] } : null,
      room: ref(row.room, lang),
      series: ref(row.series, lang),
      genre: ref(row.genre, lang),
      tags: tagRows.filter((tag) => tag.event_id === row.id).map((tag) => ({ id: tag.id, name: tag.name[lang] })),
      image: imageForLang(row.image, lang),
      ticket_url: ticketLink({ ticket_url: row.ticket_url, id_jet: row.id_jet, url, sells: seatGroupsOut.length > 0 || ownPrices.some((price) => !isFreePrice(price.price)) }),
      id_jet: row.id_jet,
      sticky_booking: row.sticky_booking,
      is_free: ownPrices.length > 0 && ownPrices.every((price) => isFreePrice(price.price)),
      availability: seats.eventAvailability(row.id),
      seat_groups: seatGroupsOut,
      prices: [...seatGroupsOut.flatMap((group) => group.prices), ...ungrouped],
    };
  });
}
