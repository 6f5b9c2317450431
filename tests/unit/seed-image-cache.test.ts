// The seed's rendered artworks are kept between seeds: a second data folder gets the same files
// without encoding them again, and a changed drawing is rendered anew, never answered with the
// old files.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildImageLibrary, renderImageLibrary, type ImageLibrary } from "../../scripts/seed/images";
import { createRandom } from "../../scripts/seed/random";

const root = mkdtempSync(path.join(tmpdir(), "museum-seed-images-"));
const cache = path.join(root, "cache");
const folder = (name: string) => path.join(root, name);
// The logo is the smallest image: one width, three formats.
const logo = buildImageLibrary(createRandom()).logos[0]!;
const only = (image: ImageLibrary["logos"][number]): ImageLibrary => ({ artworks: [], logos: [image] });

beforeAll(() => vi.stubEnv("SEED_IMAGE_CACHE", cache));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

it("renders an image once and gives the next data folder the same files from the cache", async () => {
  expect(await renderImageLibrary(only(logo), folder("first"))).toBe(3);
  const files = readdirSync(folder("first")).sort();
  expect(files.map((file) => path.extname(file))).toEqual([".avif", ".jpg", ".webp"]);
  const [kept] = readdirSync(cache);

  expect(await renderImageLibrary(only(logo), folder("second"))).toBe(3);
  expect(readdirSync(folder("second")).sort()).toEqual(files);
  for (const file of files) {
    expect(readFileSync(path.join(folder("second"), file)).equals(readFileSync(path.join(folder("first"), file))), file).toBe(true);
    // Linked, not encoded again: the very file the cache holds.
    expect(statSync(path.join(folder("second"), file)).ino, file).toBe(statSync(path.join(cache, kept!, file)).ino);
  }
  // A folder that has them already gets nothing new.
  expect(await renderImageLibrary(only(logo), folder("second"))).toBe(0);
});

it("renders a changed drawing anew instead of taking the kept files", async () => {
  const redrawn = { ...logo, svg: logo.svg.replace(/#[0-9a-f]{6}/i, "#123456") };
  expect(redrawn.svg).not.toBe(logo.svg);
  expect(await renderImageLibrary(only(redrawn), folder("third"))).toBe(3);
  expect(readdirSync(cache)).toHaveLength(2);
  const jpg = readdirSync(folder("third")).find((file) => file.endsWith(".jpg"))!;
  expect(readFileSync(path.join(folder("third"), jpg)).equals(readFileSync(path.join(folder("first"), jpg)))).toBe(false);
});
