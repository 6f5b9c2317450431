import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataLock } from "./data-lock";

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * PGlite's start parameters with a smaller buffer pool. PostgreSQL's default 128 MB of shared
 * buffers lives in PGlite's WASM memory, inside the server process, on top of the operating
 * system's file cache that holds the very same pages (the demo database is about 60 MB on
 * disk). Measured on the demo content (npm run bench -- content prints it): 32 MB took
 * 100-120 MB off the server's resident memory, and 16 MB another 30 MB, with cached pages
 * and the content API as fast as before.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** The embedded database folder, read when opened so scripts can choose DATA_DIR first. */
export const embeddedDataDir = () => path.resolve(process.env.DATA_DIR ?? ".data", "db");

/**
 * Open the database: node-postgres when a postgres:// URL is given (production, CI),
 * otherwise the embedded PGlite in `.data/db` (or in memory for `memory://`). A memory
 * database may start from a dump of another one (`dumpDataDir`), which skips initdb: the
 * test suite's databases start migrated that way in about a tenth of the time.
 */
export async function openDatabase(url?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.error("PostgreSQL connection lost", error.message));
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  const dataDir = url === "memory://" ? undefined : embeddedDataDir();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The lock sits in DATA_DIR itself (beside db/ and media/), see data-lock.ts.
  const release = dataDir ? acquireDataLock(path.dirname(dataDir)) : () => undefined;
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: dataDir ? undefined : options.loadDataDir, extensions: { pg_trgm }, startParams: EMBEDDED_START_PARAMS });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
