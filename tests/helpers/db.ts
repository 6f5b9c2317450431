import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/open";
import { migrate } from "../../src/server/db/migrate";

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

let counter = 0;

const postgres = (adminUrl: string): TestDatabase => ({
  name: "postgres",
  async open() {
    const name = `museum_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase(url.toString());
    await migrate(database);
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await drop.end();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
