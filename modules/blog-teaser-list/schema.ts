import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** How many magazine teasers a list may show (000 §5, 001 §5). */
export const BLOG_TEASER_ITEMS = { min: 1, max: 8 } as const;

export const blogTeaserList = defineModule({
  type: "blog_teaser_list",
  texts,
  toolbar: 160,
  icon: "magazine",
  slots: ["blog"],
  fields: {
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    items: field(
      z
        .number({ error: (issue) => (issue.input === undefined ? "required" : "invalid_number") })
        .int({ error: "invalid_number" })
        .min(BLOG_TEASER_ITEMS.min, { error: "too_small" })
        .max(BLOG_TEASER_ITEMS.max, { error: "too_big" }),
      { label: l("Anzahl", "Number of articles"), widget: "number" },
    ),
    category: field(z.number().int().positive({ error: "invalid" }).optional(), {
      label: l("Kategorie", "Category"),
      widget: "reference",
      reference: "article-category",
      help: l("Leer: Artikel aller Kategorien.", "Empty: articles of every category."),
    }),
  },
  form: {
    order: ["headline", "items", "category"],
    defaults: () => ({ items: 3 }),
  },
});
