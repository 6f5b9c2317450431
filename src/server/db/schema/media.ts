import { customType, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { MediaFormat } from "@schemas/entities/media";
import type { MediaFileKind } from "@schemas/rules/media-file";
import { localizedBlank, timestamps } from "./columns";

/** Uploaded and generated images; modules and entities copy `src` and the size from here. */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  src: varchar("src", { length: 512 }).notNull(),
  kind: varchar("kind", { length: 16 }).$type<"upload" | "generated">().notNull().default("upload"),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: localizedBlank("alt"),
  color: varchar("color", { length: 7 }),
  formats: jsonb("formats").$type<MediaFormat[]>().notNull().default([]),
  ...timestamps,
}, (t) => [
  uniqueIndex("media_src_uq").on(t.src),
  index("media_created_idx").on(t.created_at),
]);

/**
 * Video, audio and captions files of the media library (the file widget's uploads). Kept
 * apart from the images, which have sizes and derivatives; modules store the `src` path.
 */
export const mediaFiles = pgTable("media_files", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  src: varchar("src", { length: 512 }).notNull(),
  kind: varchar("kind", { length: 16 }).$type<MediaFileKind>().notNull(),
  /** The type sniffed from the bytes, served as the Content-Type. */
  mime: varchar("mime", { length: 64 }).notNull(),
  bytes: integer("bytes").notNull(),
  ...timestamps,
}, (t) => [
  uniqueIndex("media_files_src_uq").on(t.src),
  index("media_files_kind_idx").on(t.kind, t.id),
]);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The bytes of uploaded media when the database stores them (MEDIA_STORAGE=postgres), so
 * every instance behind a load balancer serves every file: one row per file, keyed by its
 * path under /media/ ("uploads/2026/poster-1a2b3c4d-480.avif"). Files never change under a
 * path; a new upload gets a new name.
 */
export const mediaBlobs = pgTable("media_blobs", {
  path: varchar("path", { length: 512 }).primaryKey(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
