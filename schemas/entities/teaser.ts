import { z } from "zod";
import { field, l } from "../rules/field";
import { localized } from "../rules/localized";
import { linkSchema } from "../rules/link";
import { DESCRIPTION_MAX } from "../rules/text";
import { isoDateSchema, localizedOptional, localizedTitle, onlineFlag } from "./common";
import { entityImageField } from "./media";

/**
 * A promotional teaser mixed into the event calendar. It sorts as if it were an event at
 * the end of its `position` day (spec 001 §3), so it follows that day's events.
 */
export const createTeaserSchema = z.object({
  name: field(z.string().trim().min(1, { error: "required" }).max(255, { error: "too_long" }), {
    label: l("Interner Name", "Internal name"),
    widget: "text",
  }),
  position: field(isoDateSchema, { label: l("Position (Tag im Kalender)", "Position (calendar day)"), widget: "date" }),
  preline: localizedOptional(l("Dachzeile", "Preline")),
  headline: localizedTitle(l("Überschrift", "Headline")),
  subline: localizedOptional(l("Unterzeile", "Subline")),
  text: localizedOptional(l("Text", "Text"), DESCRIPTION_MAX, "textarea"),
  link: field(localized(linkSchema), { label: l("Link", "Link"), widget: "link" }),
  link_text: localizedOptional(l("Linktext", "Link text")),
  image: entityImageField(),
  is_online: onlineFlag(),
});
export type CreateTeaserInput = z.input<typeof createTeaserSchema>;
export const updateTeaserSchema = createTeaserSchema.partial();
