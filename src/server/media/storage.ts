import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, like, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { mediaBlobs } from "../db/schema";
import { mediaDir } from "./paths";

/**
 * Where uploaded media and their derivatives live, keyed by their path under /media/
 * ("uploads/2026/poster-1a2b3c4d-480.avif"): the data folder (the default, one instance) or
 * the database (MEDIA_STORAGE=postgres, several instances on one PostgreSQL, every instance
 * serves every file). An S3 store would implement the same four calls.
 */
export interface MediaStore {
  write(key: string, bytes: Uint8Array): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Remove every file whose key starts with this prefix (an upload that failed halfway). */
  removePrefix(prefix: string): Promise<void>;
  open(key: string): Promise<StoredMedia | null>;
}

export interface StoredMedia {
  size: number;
  /** The bytes, or the inclusive range of them a Range header asked for. */
  body(range?: { start: number; end: number }): ReadableStream;
}

/** The files under a folder, each key a path below it. */
export function folderMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, ...key.split("/"));
  return {
    async write(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes, { flag: "wx" });
    },
    has: async (key) => (await stat(file(key)).catch(() => null))?.isFile() ?? false,
    async removePrefix(prefix) {
      const dir = path.dirname(file(prefix));
      const start = path.basename(file(prefix));
      const names = (await readdir(dir).catch(() => [])).filter((name) => name.startsWith(start));
      await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })));
    },
    async open(key) {
      const info = await stat(file(key)).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, body: (range) => Readable.toWeb(createReadStream(file(key), range)) as ReadableStream };
    },
  };
}

/** How much of a file one query reads: a video streams in pieces, never whole into memory. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Files in the media_blobs table. Bytes are read with substring(), piece by piece, so
 * seeking in a video never loads the whole file. A key not in the table is served from the
 * data folder if it is there: files uploaded before the switch.
 */
export function databaseMediaStore(database: () => Promise<Db>, fallback: MediaStore = folderMediaStore(mediaDir())): MediaStore {
  return {
    async write(key, bytes) {
      const db = await database();
      await db.insert(mediaBlobs).values({ path: key, bytes, size: bytes.length });
    },
    async has(key) {
      const db = await database();
      const [row] = await db.select({ size: mediaBlobs.size }).from(mediaBlobs).where(eq(mediaBlobs.path, key));
      return Boolean(row);
    },
    async removePrefix(prefix) {
      const db = await database();
      await db.delete(mediaBlobs).where(like(mediaBlobs.path, `${prefix.replace(/[\\%_]/g, "\\$&")}%`));
    },
    async open(key) {
      const db = await database();
      const [row] = await db.select({ size: mediaBlobs.size }).from(mediaBlobs).where(eq(mediaBlobs.path, key));
      if (!row) return fallback.open(key);
      const read = async (start: number, length: number) => {
        const [part] = await db.select({ bytes: sql<Uint8Array>`substring(${mediaBlobs.bytes} from ${start + 1} for ${length})` }).from(mediaBlobs).where(eq(mediaBlobs.path, key));
        return part?.bytes ?? new Uint8Array();
      };
      return {
        size: row.size,
        body(range = { start: 0, end: row.size - 1 }) {
          let next = range.start;
          return new ReadableStream({
            async pull(controller) {
              const length = Math.min(CHUNK_BYTES, range.end + 1 - next);
              if (length <= 0) return controller.close();
              controller.enqueue(await read(next, length));
              next += length;
            },
          });
        },
      };
    },
  };
}

/**
 * Copy a folder's files into a store, each under `prefix/` and its name, keeping what the
 * store holds already; answers how many were copied. The seed renders the demo's artworks
 * into its folder, and with MEDIA_STORAGE=postgres copies them where every instance reads.
 */
export async function copyFolderInto(store: MediaStore, dir: string, prefix: string): Promise<number> {
  let copied = 0;
  for (const name of await readdir(dir)) {
    const key = `${prefix}/${name}`;
    if (await store.has(key)) continue;
    await store.write(key, await readFile(path.join(dir, name)));
    copied++;
  }
  return copied;
}

/**
 * The store MEDIA_STORAGE names: "local" (the default) or "postgres". Without a database
 * handle the server's own is opened when first needed (never for the local folder).
 */
export function mediaStore(db?: Db): MediaStore {
  const choice = process.env.MEDIA_STORAGE ?? "local";
  if (choice === "postgres") return databaseMediaStore(async () => db ?? (await getDb()).db);
  if (choice === "local") return folderMediaStore(mediaDir());
  throw new Error(`MEDIA_STORAGE must be "local" or "postgres", not "${choice}"`);
}
