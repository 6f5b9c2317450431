import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "@/server/db/open";
import { migrate } from "@/server/db/migrate";
import { openScratchDatabase } from "@/server/db/scratch";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, migrated, empty database; close() drops it. */
  open(): Promise<Database>;
}

let dump: Blob | undefined;
/** The run's migrated dump (about 44 MB), read once per test file however many databases it opens. */
function migratedDump(): Blob {
  dump ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
  return dump;
}

const pglite: TestDatabase = {
  name: "pglite",
  async open() {
    // Started from the run's migrated dump (pglite-template.setup.ts); migrate() then finds nothing to do.
    const database = await openDatabase("memory://", { loadDataDir: migratedDump() });
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
