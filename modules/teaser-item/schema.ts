import { z } from "zod";
import { dateTimeSchema } from "@schemas/rules/date-time";
import { field, l } from "@schemas/rules/field";
import { optionalImageField } from "@schemas/rules/image";
import { linkSchema } from "@schemas/rules/link";
import { DESCRIPTION_MAX, optionalText, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** The fields of one teaser card. The teaser list's items reuse them unchanged. */
export const teaserItemFields = {
  image: optionalImageField(),
  link: field(linkSchema.optional(), { label: l("Link", "Link"), widget: "link" }),
  link_text: field(optionalText(), { searchable: true, label: l("Linktext", "Link text"), widget: "text" }),
  preline: field(optionalText(), { searchable: true, label: l("Dachzeile", "Preline"), widget: "text" }),
  headline: field(requiredText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
  subline: field(optionalText(), { searchable: true, label: l("Unterzeile", "Subline"), widget: "text" }),
  text: field(optionalText(DESCRIPTION_MAX), { searchable: true, label: l("Text", "Text"), widget: "textarea" }),
  online_from: field(dateTimeSchema.optional(), { label: l("Online ab", "Online from"), widget: "datetime" }),
  online_to: field(dateTimeSchema.optional(), { label: l("Online bis", "Online until"), widget: "datetime" }),
};
export type TeaserFields = z.output<z.ZodObject<typeof teaserItemFields>>;

/**
 * A publication window must end after it starts. Reported on online_to, so the editor shows
 * the message beside the field to fix. Hero media shares the rule.
 */
export function checkWindowOrder(value: { online_from?: string; online_to?: string }, ctx: z.RefinementCtx) {
  if (value.online_from && value.online_to && new Date(value.online_to) <= new Date(value.online_from)) {
    ctx.addIssue({ code: "custom", path: ["online_to"], message: "date_order", input: value.online_to });
  }
}

export const teaserItem = defineModule({
  type: "teaser_item",
  texts,
  // A child of the teaser list, though an editor may also place one alone in a column.
  toolbar: false,
  icon: "teaser",
  slots: ["blog"],
  fields: teaserItemFields,
  check: checkWindowOrder,
  form: {
    order: ["image", "preline", "headline", "subline", "text", "link", "link_text", "online_from", "online_to"],
    defaults: () => ({ headline: "" }),
  },
});
