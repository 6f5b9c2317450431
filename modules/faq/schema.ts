import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { anchorSchema, DESCRIPTION_MAX, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

export const faqItemSchema = z.object({
  question: field(requiredText(), { searchable: true, label: l("Frage", "Question"), widget: "text" }),
  answer: field(requiredText(DESCRIPTION_MAX), { searchable: true, label: l("Antwort", "Answer"), widget: "richtext" }),
});

export const faq = defineModule({
  type: "faq",
  texts,
  toolbar: 260,
  icon: "help-circle",
  fields: {
    anchor: field(anchorSchema, { label: l("Anker", "Anchor"), widget: "text", help: l("Für Sprunglinks: #anker", "For jump links: #anchor") }),
    children: field(z.array(faqItemSchema).default([]), {
      label: l("Fragen", "Questions"),
      widget: "list",
      itemLabel: l("Frage", "Question"),
    }),
  },
  form: {
    order: ["children", "anchor"],
    defaults: () => ({ children: [] }),
  },
});
