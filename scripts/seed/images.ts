import { createHash } from "node:crypto";
import { copyFile, link, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageValue } from "@schemas/rules/image";
import { derivativeFiles, derivativeWidths, ENCODERS, writeDerivatives } from "@/server/media/derivatives";
import { folderMediaStore } from "@/server/media/storage";
import type { Locale, Localized } from "@schemas/rules/localized";
import { ARTWORKS, LOGOS, MOTIF_WORDS, PALETTES } from "./content/artworks";
import { artworkSvg, LOGO_SIZE, logoSvg, masterSize } from "./artwork-svg";
import type { Random } from "./random";

/** One generated image: its files are `/media/seed/<name>-<width>.<ext>`. */
export interface SeedImage {
  name: string;
  width: number;
  height: number;
  color: string;
  alt: Localized<string>;
  /** Credit line for captions: "Hanna Wendt, Flusslauf, 1961". */
  credit: Localized<string>;
  svg: string;
}

export interface ImageLibrary {
  artworks: SeedImage[];
  logos: SeedImage[];
}

/** A palette per artwork: its base palette with the accent colours in a drawn order. */
const drawPalette = (colors: readonly string[], rng: Random) => [colors[0]!, ...rng.shuffle(colors.slice(1))];

/** Build every image's description and SVG. Pure: no file is touched. */
export function buildImageLibrary(rng: Random): ImageLibrary {
  const artworks = ARTWORKS.map((spec) => {
    const stream = rng.fork(`artwork:${spec.name}`);
    const palette = PALETTES[spec.palette]!;
    const colors = drawPalette(palette.colors, stream);
    const alt = (lang: Locale) =>
      lang === "de"
        ? `Abstraktes Gemälde „${spec.title.de}“ von ${spec.artist}: ${MOTIF_WORDS[spec.motif].de} in ${palette.name.de}`
        : `Abstract painting “${spec.title.en}” by ${spec.artist}: ${MOTIF_WORDS[spec.motif].en} in ${palette.name.en}`;
    return {
      name: spec.name,
      ...masterSize(spec.ratio),
      color: colors[0]!,
      alt: { de: alt("de"), en: alt("en") },
      credit: { de: `${spec.artist}, ${spec.title.de}, ${spec.year}`, en: `${spec.artist}, ${spec.title.en}, ${spec.year}` },
      svg: artworkSvg(spec, colors, stream),
    };
  });
  const logos = LOGOS.map((spec) => ({
    name: spec.name,
    ...LOGO_SIZE,
    color: "#ffffff",
    alt: { de: `Logo ${spec.wordmark} ${spec.tagline}`, en: `${spec.wordmark} ${spec.tagline} logo` },
    credit: { de: spec.wordmark, en: spec.wordmark },
    svg: logoSvg(spec, PALETTES[spec.palette]!.colors),
  }));
  return { artworks, logos };
}

/** The value a module or entity stores, with the alt text in the page's language. */
export function imageValue(image: SeedImage, lang: Locale): ImageValue {
  return { src: `/media/seed/${image.name}`, width: image.width, height: image.height, alt: image.alt[lang], color: image.color };
}

/** The widths derived for an image: every standard width up to its own (src/server/media). */
export { derivativeWidths };

/**
 * Rendered images kept between seeds (SEED_IMAGE_CACHE, by default in node_modules/.cache):
 * every test and benchmark server seeds a new data folder, and encoding the artworks (AVIF,
 * WebP and JPEG at every width) is most of a seed's CPU time. An image's files are kept under
 * a hash of all they are made of, so a changed drawing, width or encoder setting, or another
 * sharp, makes new files instead of reusing old ones.
 */
const imageCache = () => path.resolve(process.env.SEED_IMAGE_CACHE ?? path.join("node_modules", ".cache", "museum-seed-images"));

/** The kept files' folder name: everything they are made of, and their names (the standard widths and formats). */
const cacheKey = (image: SeedImage, names: string[]) =>
  createHash("sha256").update(JSON.stringify([image.svg, names, ENCODERS, sharp.versions])).digest("hex").slice(0, 32);

/** Put the kept files into `dir` (a hard link where both are on one disk); answers how many were missing there. */
async function placeKept(kept: string, dir: string, names: string[]): Promise<number> {
  const store = folderMediaStore(dir);
  let placed = 0;
  for (const name of names) {
    if (await store.has(name)) continue;
    await link(path.join(kept, name), path.join(dir, name)).catch(() => copyFile(path.join(kept, name), path.join(dir, name)));
    placed++;
  }
  return placed;
}

/** Keep an image's rendered files for the next seed. Whoever finishes first keeps them; a cache that cannot be written is simply not used. */
async function keepRendered(dir: string, kept: string, names: string[]): Promise<void> {
  try {
    await mkdir(path.dirname(kept), { recursive: true });
    const staging = await mkdtemp(`${kept}.tmp-`);
    for (const name of names) await copyFile(path.join(dir, name), path.join(staging, name));
    await rename(staging, kept).catch(() => rm(staging, { recursive: true, force: true }));
  } catch {
    // Read-only or full: the next seed renders again.
  }
}

async function renderOne(image: SeedImage, dir: string): Promise<number> {
  const names = derivativeFiles(image.name, image).map(({ key }) => key);
  const kept = path.join(imageCache(), cacheKey(image, names));
  const cached = folderMediaStore(kept);
  if ((await Promise.all(names.map((name) => cached.has(name)))).every(Boolean)) return placeKept(kept, dir, names);
  // Rasterise the SVG once at full size (only when a file is missing), then scale it down.
  const { written } = await writeDerivatives({
    store: folderMediaStore(dir),
    prefix: image.name,
    width: image.width,
    keepExisting: true,
    source: () => sharp(Buffer.from(image.svg)).png().toBuffer(),
  });
  await keepRendered(dir, kept, names);
  return written;
}

/** Write the derivatives that are missing (existing files are kept); returns how many were written. */
export async function renderImageLibrary(library: ImageLibrary, dir: string, concurrency = 2): Promise<number> {
  await mkdir(dir, { recursive: true });
  const queue = [...library.artworks, ...library.logos];
  let written = 0;
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const count = await renderOne(image, dir);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return written;
}
