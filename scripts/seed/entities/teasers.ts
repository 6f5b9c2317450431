import { addDays, format } from "date-fns";
import { createTeaserSchema } from "@schemas/entities/teaser";
import { teasers } from "@/server/db/schema";
import { CALENDAR_TEASERS } from "../content/teasers";
import { entityImage, type SeedContext } from "../context";
import { insertRows, parseWith } from "../insert";
import { formUrl } from "./forms";

/** Teasers between the calendar's days (forms must be seeded first: some link to one). */
export async function seedCalendarTeasers(ctx: SeedContext): Promise<void> {
  const rows = CALENDAR_TEASERS.map((teaser) =>
    parseWith(createTeaserSchema, {
      name: teaser.name,
      position: format(addDays(ctx.today, teaser.day), "yyyy-MM-dd"),
      preline: teaser.preline,
      headline: teaser.headline,
      text: teaser.text,
      link: "form" in teaser.link ? formUrl(ctx, teaser.link.form) : teaser.link,
      link_text: teaser.link_text,
      image: entityImage(ctx, teaser.image),
      is_online: true,
    }, `teaser ${teaser.name}`));
  await insertRows(ctx.db, teasers, rows);
}
