import { z } from "zod";
import { field, l } from "../../schemas/rules/field";
import { optionalImageField } from "../../schemas/rules/image";
import { defineModule } from "../define";

/** The six column layouts, as widths in twelfths (000 §3). */
export const LAYOUT_COLUMNS = {
  "100": [12],
  "67-33": [8, 4],
  "33-67": [4, 8],
  "50-50": [6, 6],
  "33-33-33": [4, 4, 4],
  "25-50-25": [3, 6, 3],
} as const satisfies Record<string, readonly number[]>;
export type Layout = keyof typeof LAYOUT_COLUMNS;
export const LAYOUTS = Object.keys(LAYOUT_COLUMNS) as Layout[];

/** Section backgrounds: none, or one of the pastel classes cc01 to cc03. */
export const SECTION_BACKGROUNDS = ["", "cc01", "cc02", "cc03"] as const;

export const section = defineModule({
  type: "section",
  label: l("Sektion", "Section"),
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
