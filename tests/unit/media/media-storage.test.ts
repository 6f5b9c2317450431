import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { copyFolderInto, databaseMediaStore, folderMediaStore, type MediaStore, type StoredMedia } from "@/server/media/storage";

const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => index % 251);
const read = async (file: StoredMedia | null, range?: { start: number; end: number }) =>
  Buffer.from(await new Response(file!.body(range)).arrayBuffer());
// Compared as buffers: a deep equality of megabytes, element by element, takes minutes.
const same = (actual: Buffer, expected: Uint8Array) => expect(actual.equals(expected)).toBe(true);

/** What every store must do the same: the route and the uploads see only this interface. */
function behavesAsAStore(store: () => MediaStore) {
  it("answers what was written, whole and by range, and nothing for an unknown key", async () => {
    // Over one piece the database store reads at a time (1 MiB), so pieces are joined.
    const data = bytes(2 * 1024 * 1024 + 17);
    await store().write("uploads/2026/clip-1a2b.mp4", data);
    const file = await store().open("uploads/2026/clip-1a2b.mp4");
    expect(file?.size).toBe(data.length);
    same(await read(file), data);
    same(await read(file, { start: 1_048_570, end: 2_097_160 }), data.slice(1_048_570, 2_097_161));
    expect(await store().has("uploads/2026/clip-1a2b.mp4")).toBe(true);
    expect(await store().open("uploads/2026/missing.mp4")).toBeNull();
  });

  it("refuses to overwrite a file and removes an upload's files by their prefix", async () => {
    await store().write("uploads/2026/poster-9f9f-480.jpg", bytes(10));
    await store().write("uploads/2026/poster-9f9f-960.jpg", bytes(20));
    await store().write("uploads/2026/poster-9f9fa-480.jpg", bytes(5));
    await expect(store().write("uploads/2026/poster-9f9f-480.jpg", bytes(3))).rejects.toThrow();
    await store().removePrefix("uploads/2026/poster-9f9f-");
    expect(await store().open("uploads/2026/poster-9f9f-480.jpg")).toBeNull();
    expect(await store().open("uploads/2026/poster-9f9f-960.jpg")).toBeNull();
    expect((await store().open("uploads/2026/poster-9f9fa-480.jpg"))?.size).toBe(5);
  });
}

describe("the data folder as media store", () => {
  let root: string;
  beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), "museum-media-store-")); });
  afterAll(() => rm(root, { recursive: true, force: true }));
  behavesAsAStore(() => folderMediaStore(root));
});

describe.each(testDatabases())("the database as media store (MEDIA_STORAGE=postgres) on $name", ({ open }) => {
  let database: Database;
  let root: string;
  beforeAll(async () => {
    database = await open();
    root = await mkdtemp(path.join(tmpdir(), "museum-media-store-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });
  const store = () => databaseMediaStore(async () => database.db, folderMediaStore(root));
  behavesAsAStore(store);

  it("serves files it does not hold from the data folder (uploaded before the switch)", async () => {
    await mkdir(path.join(root, "uploads", "2025"), { recursive: true });
    await writeFile(path.join(root, "uploads", "2025", "old-480.jpg"), bytes(7));
    expect((await store().open("uploads/2025/old-480.jpg"))?.size).toBe(7);
    expect(await store().has("uploads/2025/old-480.jpg")).toBe(false);
  });

  it("takes a folder's files in once, keeping what it holds (the seed's artworks)", async () => {
    const seedDir = path.join(root, "seed");
    await mkdir(seedDir, { recursive: true });
    await writeFile(path.join(seedDir, "artwork-480.jpg"), bytes(9));
    await writeFile(path.join(seedDir, "sample.mp3"), bytes(11));
    expect(await copyFolderInto(store(), seedDir, "seed")).toBe(2);
    expect(await copyFolderInto(store(), seedDir, "seed")).toBe(0);
    expect((await store().open("seed/sample.mp3"))?.size).toBe(11);
    expect(await store().has("seed/artwork-480.jpg")).toBe(true);
  });

  it("treats LIKE wildcards in a prefix as plain characters", async () => {
    await store().write("uploads/2026/a_b-480.jpg", bytes(4));
    await store().write("uploads/2026/axb-480.jpg", bytes(4));
    await store().removePrefix("uploads/2026/a_b-");
    expect(await store().open("uploads/2026/a_b-480.jpg")).toBeNull();
    expect(await store().open("uploads/2026/axb-480.jpg")).not.toBeNull();
  });
});
