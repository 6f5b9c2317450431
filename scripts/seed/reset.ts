import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/open";
import * as schema from "@/server/db/schema";
import { containers, events, pages } from "@/server/db/schema";

/** Accounts survive a reset: the seed writes no users, and editors keep their logins. */
const KEPT_TABLES = new Set(["users", "sessions"]);

/** Every content table of the schema, for the reset. */
export const contentTables = () =>
  (Object.values(schema) as unknown[])
    .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
    .filter((name) => !KEPT_TABLES.has(name));

/** Empty every content table and restart its ids, so a reseed gives the same ids again. */
export async function wipeContent(db: Db): Promise<void> {
  const names = contentTables().map((name) => `"${name}"`).join(", ");
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

/** The seed refuses to write into a database that already has pages, events or containers. */
export async function hasContent(db: Db): Promise<boolean> {
  for (const table of [pages, events, containers]) if ((await db.$count(table)) > 0) return true;
  return false;
}
