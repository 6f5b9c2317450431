import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { anchorSchema, DESCRIPTION_MAX, requiredText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

export const text = defineModule({
  type: "text",
  texts,
  toolbar: 20,
  icon: "text",
  copy: true,
  fields: {
    // The limit counts the stored HTML, markup included (000 §5: description text).
    content: field(requiredText(DESCRIPTION_MAX), { searchable: true, label: l("Text", "Text"), widget: "richtext" }),
    anchor: field(anchorSchema, { label: l("Anker", "Anchor"), widget: "text", help: l("Für Sprunglinks: #anker", "For jump links: #anchor") }),
    decrease_distance: field(z.boolean().default(false), {
      label: l("Abstand nach oben verringern", "Decrease the distance above"),
      widget: "checkbox",
    }),
  },
  form: {
    order: ["content", "anchor", "decrease_distance"],
    defaults: () => ({ content: "", decrease_distance: false }),
  },
});
