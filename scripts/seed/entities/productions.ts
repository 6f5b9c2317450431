import { addDays, format } from "date-fns";
import { createProductionSchema } from "@schemas/entities/production";
import { productions, productionsPeople, productionsTags } from "@/server/db/schema";
import { PEOPLE } from "../content/people";
import { PRODUCTIONS } from "../content/productions";
import { MUSEUM } from "../content/site";
import { entityImage, need, type SeedContext } from "../context";
import { insertIds, insertRows, parseWith } from "../insert";
import { slugify } from "../random";
import { seasonKey, seasonStartYear } from "./taxonomies";

const isoDay = (date: Date) => format(date, "yyyy-MM-dd");
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;

/** Exhibitions and concert series, each in the season its run starts in. */
export async function seedProductions(ctx: SeedContext): Promise<void> {
  const parsed = PRODUCTIONS.map((production) => {
    const start = addDays(ctx.today, production.from);
    const row = parseWith(createProductionSchema, {
      name: production.name,
      slug: { de: slugify(production.name.de), en: slugify(production.name.en) },
      subline: production.subline,
      teaser_text: { de: firstSentence(production.description.de), en: firstSentence(production.description.en) },
      description: { de: `<p>${production.description.de}</p>`, en: `<p>${production.description.en}</p>` },
      date_start: isoDay(start),
      date_end: isoDay(addDays(ctx.today, production.to)),
      image: entityImage(ctx, production.image),
      ticket_url: `${MUSEUM.shopUrl}/produktion/${production.key}`,
      season_id: ctx.ids.seasons.get(seasonKey(seasonStartYear(start))) ?? need(ctx.ids.seasons, seasonKey(seasonStartYear(ctx.today))),
      exhibition_type_id: need(ctx.ids.exhibitionTypes, production.exhibitionType),
      venue_id: need(ctx.ids.venues, production.venue),
      tag_ids: production.tags.map((tag) => need(ctx.ids.eventTags, tag)),
      contributors: production.people.map((key) => ({ person_id: need(ctx.ids.people, key), role: PEOPLE.find((p) => p.key === key)?.role })),
      is_online: true,
      sticky_booking: true,
    }, `production ${production.key}`);
    const { tag_ids, contributors, ...columns } = row;
    return { columns: { ...columns, date_start: columns.date_start ?? null, date_end: columns.date_end ?? null }, tag_ids: tag_ids ?? [], contributors: contributors ?? [] };
  });
  const ids = await insertIds(ctx.db, productions, parsed.map((row) => row.columns));
  PRODUCTIONS.forEach((production, index) => ctx.ids.productions.set(production.key, ids[index]!));

  await insertRows(ctx.db, productionsTags, parsed.flatMap((row, index) => row.tag_ids.map((tag_id) => ({ production_id: ids[index]!, tag_id }))));
  await insertRows(ctx.db, productionsPeople, parsed.flatMap((row, index) =>
    row.contributors.map((contributor, position) => ({ production_id: ids[index]!, person_id: contributor.person_id, role: contributor.role, position }))));
}
