import { createEventSchema } from "@schemas/entities/event";
import { events, eventsPeople, eventsTags } from "@/server/db/schema";
import { EVENT_CONTRIBUTORS, IMPORTANT_INFO } from "../content/events";
import { entityImage, need, type SeedContext } from "../context";
import { insertIds, insertRows, parseWith, toDate } from "../insert";
import { slugify } from "../random";
import { planEvents, type PlannedEvent } from "./schedule";
import { seedTickets } from "./tickets";
import { venueOfRoom } from "./venues";

/** First id in the (simulated) external ticketing system. */
const JET_ID_BASE = 100_000;

const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;
const paragraph = (text: string) => `<p>${text}</p>`;

function eventInput(ctx: SeedContext, event: PlannedEvent, index: number) {
  const { source } = event;
  const idJet = JET_ID_BASE + index + 1;
  const info = source.tags.map((tag) => IMPORTANT_INFO[tag]).find(Boolean);
  return parseWith(createEventSchema, {
    name: source.name,
    slug: { de: slugify(source.name.de), en: slugify(source.name.en) },
    subline: source.subline,
    teaser_text: { de: firstSentence(source.description.de), en: firstSentence(source.description.en) },
    description: { de: paragraph(source.description.de), en: paragraph(source.description.en) },
    important_info: info,
    date_start: event.start.toISOString(),
    date_end: event.end.toISOString(),
    image: entityImage(ctx, source.image),
    // Priced events sell through the built-in shop (id_jet + seat groups): the API derives
    // their ticket link, the event page's booking widget. A ticket_url is for external shops.
    ticket_url: null,
    id_jet: idJet,
    room_id: need(ctx.ids.rooms, source.room),
    exhibition_type_id: need(ctx.ids.exhibitionTypes, source.type),
    series_id: source.series ? need(ctx.ids.series, source.series) : null,
    genre_id: source.genre ? need(ctx.ids.genres, source.genre) : null,
    venue_id: need(ctx.ids.venues, venueOfRoom(source.room)),
    production_id: source.production ? need(ctx.ids.productions, source.production) : null,
    tag_ids: source.tags.map((tag) => need(ctx.ids.eventTags, tag)),
    contributors: (EVENT_CONTRIBUTORS[source.key] ?? []).map((item) => ({ person_id: need(ctx.ids.people, item.person), role: item.role })),
    is_online: true,
    sticky_booking: true,
  }, `event ${source.key}`);
}

/** The programme of the next three months, with tags, contributors and tickets. */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  const planned = planEvents(ctx.today, ctx.scale);
  const parsed = planned.map((event, index) => eventInput(ctx, event, index));
  const rows = parsed.map(({ tag_ids: _tags, contributors: _people, ...columns }) => ({
    ...columns,
    date_start: new Date(columns.date_start),
    date_end: toDate(columns.date_end),
  }));
  const ids = await insertIds(ctx.db, events, rows);
  planned.forEach((event, index) => ctx.ids.events.push({ id: ids[index]!, key: event.source.key, start: event.start }));

  await insertRows(ctx.db, eventsTags, parsed.flatMap((event, index) => (event.tag_ids ?? []).map((tag_id) => ({ event_id: ids[index]!, tag_id }))));
  await insertRows(ctx.db, eventsPeople, parsed.flatMap((event, index) =>
    (event.contributors ?? []).map((item, position) => ({ event_id: ids[index]!, person_id: item.person_id, role: item.role, position }))));
  await seedTickets(ctx, planned.map((event, index) => ({ id: ids[index]!, event })));
}
