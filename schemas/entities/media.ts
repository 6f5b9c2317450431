import { z } from "zod";
import { field, l } from "../rules/field";
import { localized, type Locale } from "../rules/localized";
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageValueSchema, type ImageValue } from "../rules/image";
import { requiredText } from "../rules/text";
import { localizedOptional } from "./common";

export const ALT_MAX = 300;
export const MEDIA_KINDS = ["upload", "generated"] as const;

/** One derivative written next to the original: `${src}-${width}.${format}`. */
export const mediaFormatSchema = z.object({
  format: z.enum(IMAGE_FORMATS),
  width: z.number().int().positive(),
});
export type MediaFormat = z.infer<typeof mediaFormatSchema>;

/**
 * An uploaded or generated image. Modules and entities refer to it by `src` (and copy its
 * size), so a page renders without a lookup; this row is what the image finder lists.
 */
export const createMediaSchema = z.object({
  name: field(requiredText(), { label: l("Name", "Name"), widget: "text" }),
  src: field(imageValueSchema.shape.src, { label: l("Pfad", "Path"), widget: "text" }),
  kind: field(z.enum(MEDIA_KINDS).optional(), {
    label: l("Herkunft", "Origin"),
    widget: "select",
    options: [
      { value: "upload", label: l("Hochgeladen", "Uploaded") },
      { value: "generated", label: l("Erzeugt", "Generated") },
    ],
  }),
  width: field(z.number().int().positive(), { label: l("Breite", "Width"), widget: "number" }),
  height: field(z.number().int().positive(), { label: l("Höhe", "Height"), widget: "number" }),
  alt: localizedOptional(l("Alternativtext", "Alt text"), ALT_MAX, "textarea"),
  color: field(imageValueSchema.shape.color, { label: l("Farbe", "Colour"), widget: "color" }),
  formats: field(z.array(mediaFormatSchema).max(IMAGE_WIDTHS.length * IMAGE_FORMATS.length).optional(), {
    label: l("Formate", "Formats"),
    widget: "json",
  }),
});
export type CreateMediaInput = z.input<typeof createMediaSchema>;
export const updateMediaSchema = createMediaSchema.partial();

/**
 * An image on a bilingual entity (event, article, venue ...): the module image value with an
 * alt text per language. `imageForLang` turns it into what <Picture> and the cards take.
 */
export const entityImageSchema = imageValueSchema.extend({
  alt: localized(z.string().trim().max(ALT_MAX, { error: "too_long" }).default("")),
});
export type EntityImage = z.infer<typeof entityImageSchema>;

export const entityImageField = (label = l("Bild", "Image")) =>
  field(entityImageSchema.nullable().optional(), { label, widget: "image" });

export function imageForLang(image: EntityImage | null | undefined, lang: Locale): ImageValue | null {
  if (!image) return null;
  const { alt, ...rest } = image;
  return { ...rest, alt: alt[lang] };
}
