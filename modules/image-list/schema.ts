import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { imageField } from "@schemas/rules/image";
import { anchorSchema, optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Image list as slider, grid or masonry (000 §3). */
export const IMAGE_LIST_FORMATS = ["slider", "grid", "masonry"] as const;

export const imageListItemSchema = z.object({
  image: imageField(),
  caption: field(optionalText(500), { searchable: true, label: l("Bildunterschrift", "Caption"), widget: "textarea" }),
});

export const imageList = defineModule({
  type: "image_list",
  texts,
  toolbar: 50,
  icon: "images",
  slots: ["image-slider"],
  fields: {
    format: field(z.enum(IMAGE_LIST_FORMATS, { error: "invalid_choice" }).default("slider"), {
      label: l("Darstellung", "Display"),
      widget: "radio",
      options: [
        { value: "slider", label: l("Slider", "Slider") },
        { value: "grid", label: l("Raster", "Grid") },
        { value: "masonry", label: l("Mauerwerk", "Masonry") },
      ],
    }),
    anchor: field(anchorSchema, { label: l("Anker", "Anchor"), widget: "text", help: l("Für Sprunglinks: #anker", "For jump links: #anchor") }),
    children: field(z.array(imageListItemSchema).default([]), {
      label: l("Bilder", "Images"),
      widget: "list",
      itemLabel: l("Bild", "Image"),
    }),
  },
  form: {
    order: ["format", "anchor", "children"],
    defaults: () => ({ format: "slider" as const, children: [] }),
  },
});
export type ImageListItem = z.output<typeof imageListItemSchema>;
