import "server-only";
import { openDatabase, type Database } from "./open";

declare global {
  // One database per server process, even when Next.js bundles this module into several
  // route chunks: PGlite must never open its data folder twice.
  var __museumDb: Promise<Database> | undefined;
}

/** The process-wide database, opened on first use (never during `next build`). */
export function getDb(): Promise<Database> {
  globalThis.__museumDb ??= openDatabase(process.env.DATABASE_URL);
  return globalThis.__museumDb;
}
