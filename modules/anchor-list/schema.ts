import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { requiredText } from "@schemas/rules/text";
import { moduleIdSchema } from "@schemas/rules/id";
import { defineModule } from "../define";
import { texts } from "./texts";

/** An in-page target as the headline's anchor field names it; the leading "#" is optional. */
export const jumpAnchorSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(65, { error: "too_long" })
  .regex(/^#?[A-Za-z][\w-]*$/, { error: "invalid" });

export const anchorHref = (anchor: string) => `#${anchor.replace(/^#/, "")}`;

export const anchorListItemSchema = z.object({
  id: moduleIdSchema,
  link_text: field(requiredText(), { searchable: true, label: l("Linktext", "Link text"), widget: "text" }),
  anchor: field(jumpAnchorSchema, {
    label: l("Anker", "Anchor"),
    widget: "text",
    help: l("Der Anker einer Überschrift auf dieser Seite, z. B. #tickets", "The anchor of a headline on this page, e.g. #tickets"),
  }),
});

export const anchorList = defineModule({
  type: "anchor_list",
  texts,
  toolbar: 200,
  icon: "anchor",
  copy: true,
  fields: {
    sticky: field(z.boolean().default(false), {
      label: l("Fixiert", "Sticky"),
      widget: "checkbox",
      help: l("Bleibt beim Scrollen unter dem Seitenkopf stehen.", "Stays under the page header while scrolling."),
    }),
    children: field(z.array(anchorListItemSchema).default([]), {
      label: l("Sprunglinks", "Jump links"),
      widget: "list",
      itemLabel: l("Sprunglink", "Jump link"),
    }),
  },
  form: {
    order: ["sticky", "children"],
    defaults: () => ({ sticky: false, children: [] }),
  },
});
