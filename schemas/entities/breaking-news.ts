import { z } from "zod";
import { field, l } from "../rules/field";
import { dateTimeSchema } from "../rules/date-time";
import { linkSchema } from "../rules/link";
import { DESCRIPTION_MAX } from "../rules/text";
import { endAfterStart, localizedOptional, localizedTitle, onlineFlag } from "./common";

/**
 * The site-wide alert banner. It shows while online and inside its window; a visitor's
 * dismissal is remembered by id (cookie top-alert-noeku), so a new alert shows again.
 */
export const breakingNewsFieldsSchema = z.object({
  title: localizedTitle(l("Titel", "Title")),
  text: localizedOptional(l("Text", "Text"), DESCRIPTION_MAX, "textarea"),
  link_url: field(linkSchema.nullable().optional(), { label: l("Link", "Link"), widget: "link" }),
  link_title: localizedOptional(l("Linktext", "Link text")),
  active_from: field(dateTimeSchema.nullable().optional(), { label: l("Sichtbar ab", "Visible from"), widget: "datetime" }),
  active_to: field(dateTimeSchema.nullable().optional(), { label: l("Sichtbar bis", "Visible until"), widget: "datetime" }),
  is_online: onlineFlag(),
});
export const createBreakingNewsSchema = breakingNewsFieldsSchema.superRefine(endAfterStart("active_from", "active_to"));
export type CreateBreakingNewsInput = z.input<typeof createBreakingNewsSchema>;
export const updateBreakingNewsSchema = breakingNewsFieldsSchema.partial();
