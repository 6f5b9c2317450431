import { createMediaSchema } from "@schemas/entities/media";
import { IMAGE_FORMATS } from "@schemas/rules/image";
import { media } from "@/server/db/schema";
import type { SeedContext } from "../context";
import { derivativeWidths } from "../images";
import { insertIds, parseWith } from "../insert";

/** One media row per generated image, so the editor's image finder lists them. */
export async function seedMedia(ctx: SeedContext): Promise<void> {
  const images = [...ctx.library.artworks, ...ctx.library.logos];
  const rows = images.map((image) => {
    const parsed = parseWith(createMediaSchema, {
      name: image.credit.de,
      src: `/media/seed/${image.name}`,
      kind: "generated",
      width: image.width,
      height: image.height,
      alt: image.alt,
      color: image.color,
      formats: derivativeWidths(image).flatMap((width) => IMAGE_FORMATS.map((format) => ({ format, width }))),
    }, `media ${image.name}`);
    return { ...parsed, kind: parsed.kind ?? "generated", alt: parsed.alt ?? { de: "", en: "" }, formats: parsed.formats ?? [] };
  });
  const ids = await insertIds(ctx.db, media, rows);
  images.forEach((image, index) => ctx.ids.media.set(image.name, ids[index]!));
}
