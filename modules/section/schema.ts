import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { optionalImageField } from "@schemas/rules/image";
import { LAYOUTS, type Layout } from "@schemas/rules/section-layout";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Section backgrounds: none, or one of the pastel classes cc01 to cc03. */
export const SECTION_BACKGROUNDS = ["", "cc01", "cc02", "cc03"] as const;

export const section = defineModule({
  type: "section",
  texts,
  toolbar: false,
  icon: "columns",
  fields: {
    layout: field(z.enum(LAYOUTS as [Layout, ...Layout[]], { error: "invalid_choice" }), {
      label: l("Spalten", "Columns"),
      widget: "radio",
      options: LAYOUTS.map((layout) => ({ value: layout, label: l(`${layout} %`, `${layout} %`) })),
    }),
    extra_class: field(z.enum(SECTION_BACKGROUNDS, { error: "invalid_choice" }).default(""), {
      label: l("Hintergrund", "Background"),
      widget: "select",
      options: [
        { value: "", label: l("Kein", "None") },
        { value: "cc01", label: l("Blaugrau", "Blue-grey") },
        { value: "cc02", label: l("Rosé", "Rose") },
        { value: "cc03", label: l("Creme", "Cream") },
      ],
    }),
    image: optionalImageField(l("Hintergrundbild", "Background image")),
  },
  form: {
    order: ["layout", "extra_class", "image"],
    defaults: () => ({ layout: "100", extra_class: "" }) as const,
  },
});
