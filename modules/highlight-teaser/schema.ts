import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** One large article and this many small ones beside it. */
export const HIGHLIGHT_ARTICLES = 3;

export const highlightTeaser = defineModule({
  type: "highlight_teaser",
  texts,
  toolbar: 190,
  icon: "highlight",
  slots: ["blog"],
  fields: {
    headline: field(optionalText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
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
