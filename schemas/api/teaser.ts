import { z } from "zod";
import { imageValueSchema } from "../rules/image";

/**
 * A calendar teaser as GET /{lang}/api/teasers/ serves it (001 §3). The list mixes it in
 * after the events of its position day: date_start is the end of that day (Europe/Berlin).
 */
export const teaserItemSchema = z.object({
  id: z.number(),
  xtype: z.literal("teaser"),
  name: z.string(),
  /** The day it is shown on, "YYYY-MM-DD". */
  position: z.iso.date(),
  date_start: z.iso.datetime({ offset: true }),
  preline: z.string(),
  headline: z.string(),
  subline: z.string(),
  text: z.string(),
  link: z.string(),
  link_text: z.string(),
  image_obj: imageValueSchema.nullable(),
  image_thumbnails: z.object({ large: z.string() }).nullable(),
});
export type TeaserItem = z.infer<typeof teaserItemSchema>;
