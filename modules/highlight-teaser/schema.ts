import { z } from "zod";
import { field, l } from "../../schemas/rules/field";
import { optionalText } from "../../schemas/rules/text";
import { defineModule } from "../define";

/** One large article and this many small ones beside it. */
export const HIGHLIGHT_ARTICLES = 3;

export const highlightTeaser = defineModule({
  type: "highlight_teaser",
  label: l("Highlight-Teaser", "Highlight teaser"),
  toolbar: true,
  icon: "highlight",
  fields: {
    headline: field(optionalText(), { label: l("Überschrift", "Headline"), widget: "text" }),
    categories: field(
      z.array(z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }), { error: "required" }).min(1, { error: "required" }),
      { label: l("Kategorien", "Categories"), widget: "references", reference: "article-category" },
    ),
  },
  form: {
    order: ["headline", "categories"],
    defaults: () => ({ categories: [] }),
  },
});
