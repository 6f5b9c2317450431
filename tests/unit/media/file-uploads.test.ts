import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { mediaFiles } from "@/server/db/schema";
import { MEDIA_FILE_MAX_BYTES, mediaFileValueSchema } from "@schemas/rules/media-file";
import { mediaFileListAnswerSchema } from "@schemas/api/finder";
import { POST as upload } from "@/app/[lang]/api/temp-files/route";
import { GET as library } from "@/app/[lang]/pageeditor-api/media/route";
import { asEditor, callRoute, CSRF, editorSession } from "../../helpers/editor";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../fixtures/media", name));
const form = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") => {
  const data = new FormData();
  data.set("file", new File([bytes], name, { type }));
  return data;
};
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);

describe.each(testDatabases())("media file uploads (POST /{lang}/api/temp-files/?kind=) on $name", ({ open }) => {
  let database: Database;
  let dataDir: string;
  let editor: Awaited<ReturnType<typeof editorSession>>;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    dataDir = await mkdtemp(path.join(tmpdir(), "museum-media-files-"));
    process.env.DATA_DIR = dataDir;
    editor = await editorSession(database);
  });
  afterAll(async () => {
    process.env.DATA_DIR = previousDataDir;
    globalThis.__museumDb = undefined;
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (kind: string, body: FormData, lang = "en", headers: Record<string, string> = {}) =>
    callRoute(upload, `/${lang}/api/temp-files/?kind=${kind}`, { lang }, { ...asEditor(editor, body), headers });
  const onDisk = (src: string) => readFile(path.join(dataDir, src));

  it("stores a video under the sniffed type's extension, with a library row, whatever the file is called", async () => {
    const response = await post("video", form(bytesOf(fixture("clip.mp4")), "Rundgang Film.mov", "video/quicktime"));
    expect(response.status).toBe(201);
    const stored = mediaFileValueSchema.parse(await response.json());
    expect(stored).toMatchObject({ kind: "video", mime: "video/mp4", name: "Rundgang Film.mov", bytes: fixture("clip.mp4").length });
    expect(stored.src).toMatch(/^\/media\/uploads\/\d{4}\/rundgang-film-[0-9a-f]{8}\.mp4$/);
    expect((await onDisk(stored.src)).equals(fixture("clip.mp4"))).toBe(true);
    const [row] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.id, stored.id));
    expect(row).toMatchObject({ src: stored.src, kind: "video", mime: "video/mp4" });
  });

  it.each([
    ["video", "clip.webm", "video/webm", ".webm"],
    ["audio", "tone.mp3", "audio/mpeg", ".mp3"],
    ["audio", "tone.m4a", "audio/mp4", ".m4a"],
    ["audio", "tone.ogg", "audio/ogg", ".ogg"],
    ["captions", "captions-de.vtt", "text/vtt", ".vtt"],
  ])("stores %s %s as %s", async (kind, name, mime, extension) => {
    const response = await post(kind, form(bytesOf(fixture(name)), name));
    expect(response.status).toBe(201);
    const stored = mediaFileValueSchema.parse(await response.json());
    expect(stored.mime).toBe(mime);
    expect(stored.src.endsWith(extension)).toBe(true);
  });

  it("refuses the wrong type with 400 and a per-field message, by the bytes and not the name, writing nothing", async () => {
    const rows = await database.db.$count(mediaFiles);
    const renamed = await post("video", form(bytesOf(fixture("tone.mp3")), "film.mp4", "video/mp4"));
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toEqual({ errors: { file: ["This file type is not allowed. Allowed are: MP4, WebM."] } });
    const text = await post("audio", form(new TextEncoder().encode("not audio at all"), "a.mp3", "audio/mpeg"), "de");
    expect(await text.json()).toEqual({ errors: { file: ["Dieser Dateityp ist nicht erlaubt. Erlaubt sind: MP3, M4A, OGG."] } });
    const srt = await post("captions", form(new TextEncoder().encode("1\n00:00:00,000 --> 00:00:01,000\nHallo\n"), "de.vtt"));
    expect(srt.status).toBe(400);
    const missing = await post("video", new FormData());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: { file: ["This field is required!"] } });
    expect(await database.db.$count(mediaFiles)).toBe(rows);
  });

  it("refuses an unknown kind with 400 naming the parameter", async () => {
    const response = await post("pdf", form(bytesOf(fixture("clip.mp4")), "a.mp4"));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(["kind"]);
  });

  it("refuses a file over its kind's limit with 413, by its size and by the declared body length", async () => {
    const rows = await database.db.$count(mediaFiles);
    const captions = new Uint8Array(MEDIA_FILE_MAX_BYTES.captions + 1).fill(0x20);
    captions.set(fixture("captions-de.vtt"));
    const big = await post("captions", form(captions, "long.vtt"));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ errors: { file: ["The file is larger than 0.5 MB."] } });
    const declared = await post("video", form(bytesOf(fixture("clip.mp4")), "a.mp4"), "de", { "content-length": String(MEDIA_FILE_MAX_BYTES.video + 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ errors: { file: ["Die Datei ist größer als 9 MB."] } });
    expect(await database.db.$count(mediaFiles)).toBe(rows);
  });

  it("is for editors only, with the CSRF token (401 without a session, 403 without the header)", async () => {
    const body = form(bytesOf(fixture("clip.mp4")), "a.mp4");
    expect((await callRoute(upload, "/de/api/temp-files/?kind=video", { lang: "de" }, { method: "POST", body, csrf: CSRF, cookies: { csrftoken: CSRF } })).status).toBe(401);
    expect((await callRoute(upload, "/de/api/temp-files/?kind=video", { lang: "de" }, { method: "POST", body, cookies: editor.cookies })).status).toBe(403);
  });

  it("lists the library's files of one kind for the finder, newest first, by name, paged", async () => {
    const list = async (query: string) => {
      const response = await callRoute(library, `/de/pageeditor-api/media/?${query}`, { lang: "de" }, { cookies: editor.cookies });
      expect(response.status).toBe(200);
      return mediaFileListAnswerSchema.parse(await response.json());
    };
    const videos = await list("kind=video");
    expect(videos.results.map((item) => item.kind)).toEqual(["video", "video"]);
    expect(videos.results[0]!.mime).toBe("video/webm");
    expect((await list("kind=audio&q=tone.m4")).results.map((item) => item.name)).toEqual(["tone.m4a"]);
    const first = await list("kind=audio&limit=2");
    expect(first.results).toHaveLength(2);
    expect((await list(`kind=audio&limit=2&after=${first.next}`)).results.map((item) => item.name)).toEqual(["tone.mp3"]);
    // Without a kind the finder still lists images only.
    const images = await callRoute(library, "/de/pageeditor-api/media/", { lang: "de" }, { cookies: editor.cookies });
    expect((await images.json()).results).toEqual([]);
    expect((await callRoute(library, "/de/pageeditor-api/media/?kind=video", { lang: "de" }, {})).status).toBe(401);
  });
});
