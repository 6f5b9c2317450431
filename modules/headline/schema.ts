import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { anchorSchema, optionalText, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** H1 belongs to the page header; content headlines run H2 to H6. */
export const HEADLINE_LEVELS = [2, 3, 4, 5, 6] as const;

export const headline = defineModule({
  type: "headline",
  texts,
  toolbar: 10,
  icon: "heading",
  copy: true,
  fields: {
    headline_level: field(z.literal(HEADLINE_LEVELS, { error: "invalid_choice" }), {
      label: l("Ebene", "Level"),
      widget: "select",
      options: HEADLINE_LEVELS.map((level) => ({ value: level, label: l(`H${level}`, `H${level}`) })),
    }),
    preline: field(optionalText(), { searchable: true, label: l("Dachzeile", "Preline"), widget: "text" }),
    content: field(requiredText(), { searchable: true, label: l("Überschrift", "Headline"), widget: "text" }),
    subline: field(optionalText(), { searchable: true, label: l("Unterzeile", "Subline"), widget: "text" }),
    anchor: field(anchorSchema, { label: l("Anker", "Anchor"), widget: "text", help: l("Für Sprunglinks: #anker", "For jump links: #anchor") }),
  },
  form: {
    order: ["headline_level", "preline", "content", "subline", "anchor"],
    defaults: () => ({ headline_level: 2, content: "" }) as const,
  },
});
