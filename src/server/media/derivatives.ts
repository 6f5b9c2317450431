import "server-only";
import sharp, { type Sharp } from "sharp";
import type { MediaFormat } from "@schemas/entities/media";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "@schemas/rules/image";
import type { MediaStore } from "./storage";

type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The image derivatives every renderer uses (<Picture>): `${name}-${width}.${format}` for each
 * standard width up to the image's own, in AVIF, WebP and JPEG. Shared by uploads and the
 * seed's generated artworks, so both look the same to the site.
 */
export const derivativeWidths = (image: { width: number }): number[] => {
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return widths.length ? widths : [IMAGE_WIDTHS[0]];
};

/** Encoder settings per format: small files at a quality where artworks still look right. */
export const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76 },
  jpg: { quality: 80, mozjpeg: true },
} as const satisfies Record<ImageFormat, object>;

export function encode(image: Sharp, format: ImageFormat): Sharp {
  if (format === "avif") return image.avif(ENCODERS.avif);
  if (format === "webp") return image.webp(ENCODERS.webp);
  return image.jpeg(ENCODERS.jpg);
}

export interface DerivativeJob {
  store: MediaStore;
  /** The key's folder and name: files are `${prefix}-${width}.${format}`. */
  prefix: string;
  /** The original image's width: decides which standard widths are made. */
  width: number;
  /** The pixels to scale down, made only when a file is missing (rasterising can be costly). */
  source: () => Promise<Buffer>;
  /** Keep files that already exist (the seed re-runs); uploads always write fresh names. */
  keepExisting?: boolean;
}

/** Each derivative of an image `prefix` of this width: its format, width and store key. */
export const derivativeFiles = (prefix: string, image: { width: number }): (MediaFormat & { key: string })[] =>
  derivativeWidths(image).flatMap((width) => IMAGE_FORMATS.map((format) => ({ format, width, key: `${prefix}-${width}.${format}` })));

/** Write an image's derivatives; answers the formats written or kept, and how many files were written. */
export async function writeDerivatives(job: DerivativeJob): Promise<{ formats: MediaFormat[]; written: number }> {
  const files = derivativeFiles(job.prefix, job);
  let written = 0;
  let source: Buffer | undefined;
  for (const { format, width, key } of files) {
    if (job.keepExisting && (await job.store.has(key))) continue;
    source ??= await job.source();
    // A small original is scaled up to the smallest standard width, so every srcset entry exists.
    await job.store.write(key, await encode(sharp(source).rotate().resize({ width }), format).toBuffer());
    written++;
  }
  return { formats: files.map(({ format, width }) => ({ format, width })), written };
}
