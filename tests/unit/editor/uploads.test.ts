import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { media } from "@/server/db/schema";
import { imageValueSchema } from "@schemas/rules/image";
import { mediaName, UPLOAD_MAX_BYTES } from "@/server/media/uploads";
import { POST as upload } from "@/app/[lang]/api/temp-files/route";
import { asEditor, callRoute, CSRF, editorSession } from "../../helpers/editor";

const form = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") => {
  const data = new FormData();
  data.set("file", new File([bytes], name, { type }));
  return data;
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } }).png().toBuffer();

describe.each(testDatabases())("POST /{lang}/api/temp-files/ on $name", ({ open }) => {
  let database: Database;
  let dataDir: string;
  let editor: Awaited<ReturnType<typeof editorSession>>;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    dataDir = await mkdtemp(path.join(tmpdir(), "museum-uploads-"));
    process.env.DATA_DIR = dataDir;
    editor = await editorSession(database);
  });
  afterAll(async () => {
    process.env.DATA_DIR = previousDataDir;
    globalThis.__museumDb = undefined;
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (body: FormData, lang = "en") => callRoute(upload, `/${lang}/api/temp-files/`, { lang }, asEditor(editor, body));

  it("stores an image: AVIF, WebP and JPEG at every width up to its own, a media row, the value a module stores", async () => {
    const response = await post(form(await png(1200, 800), "Sommer Fest.PNG"));
    expect(response.status).toBe(201);
    const image = await response.json();
    expect(imageValueSchema.parse(image)).toEqual(image);
    expect(image).toMatchObject({ width: 1200, height: 800, alt: "" });
    // The dominant colour, shown while the image loads (sharp quantises it slightly).
    expect(image.color).toMatch(/^#c828[0-9a-f]{2}$/);
    expect(image.src).toMatch(/^\/media\/uploads\/\d{4}\/sommer-fest-[0-9a-f]{8}$/);

    const dir = path.join(dataDir, "media", path.dirname(image.src.replace(/^\/media\//, "")));
    const files = (await readdir(dir)).sort();
    const name = path.basename(image.src);
    expect(files).toEqual(["480", "960"].flatMap((width) => ["avif", "jpg", "webp"].map((format) => `${name}-${width}.${format}`)).sort());
    expect((await sharp(path.join(dir, `${name}-960.webp`)).metadata()).format).toBe("webp");
    expect((await sharp(path.join(dir, `${name}-480.avif`)).metadata())).toMatchObject({ format: "heif", width: 480 });

    const [row] = await database.db.select().from(media).where(eq(media.id, image.id));
    expect(row).toMatchObject({ src: image.src, kind: "upload", width: 1200, height: 800, name: "Sommer Fest.PNG" });
    expect(row!.formats).toHaveLength(6);
  });

  it("judges the type by the bytes, not the name: text named .jpg and SVG are refused, writing nothing", async () => {
    const rows = await database.db.$count(media);
    const text = await post(form(new TextEncoder().encode("just some text, honest"), "photo.jpg", "image/jpeg"));
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ errors: { file: ["This file type is not allowed. Allowed are: JPEG, PNG, WebP, GIF, AVIF."] } });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await post(form(new TextEncoder().encode(svg), "logo.png", "image/png"))).status).toBe(400);
    const missing = await post(new FormData(), "de");
    expect(await missing.json()).toEqual({ errors: { file: ["Dieses Feld ist ein Pflichtfeld!"] } });
    expect(await database.db.$count(media)).toBe(rows);
  });

  it("accepts a real image whatever its name, and refuses a file over the size limit", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const named = await post(form(jpeg, "scan.txt"));
    expect(named.status).toBe(201);
    const image = await named.json();
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(existsSync(path.join(dataDir, image.src.replace(/^\//, "").replace(/^media\//, "media/") + "-480.jpg"))).toBe(true);

    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(jpeg);
    const tooLarge = await post(form(big, "huge.jpg"));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ errors: { file: ["The file is larger than 15 MB."] } });
  });

  it("is for editors only, with the CSRF token", async () => {
    const body = form(await png(100, 100), "x.png");
    expect((await callRoute(upload, "/de/api/temp-files/", { lang: "de" }, { method: "POST", body, csrf: CSRF, cookies: { csrftoken: CSRF } })).status).toBe(401);
    expect((await callRoute(upload, "/de/api/temp-files/", { lang: "de" }, { method: "POST", body, cookies: editor.cookies })).status).toBe(403);
  });

  it("turns file names into safe media names", () => {
    expect(mediaName("Ölbild – Fluss (1961).JPEG")).toBe("olbild-fluss-1961");
    expect(mediaName("../../etc/passwd")).toBe("passwd");
    expect(mediaName(".png")).toBe("png");
    expect(mediaName("???.jpg")).toBe("image");
  });
});
