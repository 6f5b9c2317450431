import { z } from "zod";
import { field, l } from "@schemas/rules/field";
import { imageField } from "@schemas/rules/image";
import { optionalText } from "@schemas/rules/text";
import { defineModule } from "../define";
import { texts } from "./texts";

/** Image formats (000 §3): the crop the renderer applies; "original" keeps the upload's ratio. */
export const IMAGE_CROPS = ["original", "landscape", "portrait", "square", "panorama"] as const;

export const image = defineModule({
  type: "image",
  texts,
  toolbar: 40,
  icon: "image",
  slots: ["image-slider"],
  fields: {
    image: imageField(),
    format: field(z.enum(IMAGE_CROPS, { error: "invalid_choice" }).default("original"), {
      label: l("Format", "Format"),
      widget: "select",
      options: [
        { value: "original", label: l("Original", "Original") },
        { value: "landscape", label: l("Querformat 16:9", "Landscape 16:9") },
        { value: "portrait", label: l("Hochformat 3:4", "Portrait 3:4") },
        { value: "square", label: l("Quadrat 1:1", "Square 1:1") },
        { value: "panorama", label: l("Panorama 21:9", "Panorama 21:9") },
      ],
    }),
    caption: field(optionalText(500), { searchable: true, label: l("Bildunterschrift", "Caption"), widget: "textarea" }),
    credit: field(optionalText(), { searchable: true, label: l("Bildnachweis", "Credit"), widget: "text" }),
  },
  form: {
    order: ["image", "format", "caption", "credit"],
    defaults: () => ({ format: "original" as const }),
  },
});
