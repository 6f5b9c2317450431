import { openDatabase, type Database } from "@/server/db/open";
import { migrate } from "@/server/db/migrate";
import { openScratchDatabase } from "@/server/db/scratch";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database; close() drops it. */
  open(): Promise<Database>;
}

const pglite: TestDatabase = {
  name: "pglite",
  async open() {
    const database = await openDatabase("memory://");
    await migrate(database);
    return database;
  },
};

const postgres = (adminUrl: string): TestDatabase => ({
  name: "postgres",
  open: () => openScratchDatabase(adminUrl, "museum_test"),
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
