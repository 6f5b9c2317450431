import { z } from "zod";
import { field, l } from "./field";

export { IMAGE_FORMATS, IMAGE_WIDTHS } from "./image-sizes";

/**
 * An image as modules store it: enough to render a responsive <picture> without a lookup.
 * `src` is the media path without size and extension ("/media/hero-1"); the derivatives are
 * `${src}-${width}.${format}` for every width up to the original's.
 */
export const imageValueSchema = z.object(
  {
    id: z.number().int().positive().optional(),
    src: z.string().regex(/^\/media\/[\w./-]+$/, { error: "invalid" }),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().max(300, { error: "too_long" }).default(""),
    /** Dominant colour shown while the image loads. */
    color: z.string().regex(/^#[0-9a-f]{6}$/i).optional(),
  },
  // A missing image reads "This field is required!" like every other required field.
  { error: (issue) => (issue.input === undefined || issue.input === null ? "required" : undefined) },
);
export type ImageValue = z.infer<typeof imageValueSchema>;

// A clone per field: metadata is keyed by schema instance, and one shared instance would carry
// the label of whichever field registered last ("Logo" on every image field).
export const imageField = (label = l("Bild", "Image")) => field(imageValueSchema.clone(), { label, widget: "image" });
export const optionalImageField = (label = l("Bild", "Image")) => field(imageValueSchema.optional(), { label, widget: "image" });
