import "server-only";
import path from "node:path";

/**
 * Where media files live: uploads and their derivatives, and the seed's generated artworks
 * under `seed/`. Served at /media/...; beside the database in the data folder, so one
 * `DATA_DIR` holds everything a site instance writes.
 */
export const mediaDir = () => path.resolve(process.env.DATA_DIR ?? ".data", "media");

/** The folder of the seed's generated images (`/media/seed/<name>-<width>.<ext>`). */
export const seedMediaDir = () => path.join(mediaDir(), "seed");
