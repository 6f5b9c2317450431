import pg from "pg";
import { migrate } from "./migrate";
import { openDatabase, type Database } from "./open";

let counter = 0;

/**
 * A fresh, migrated, empty PostgreSQL database beside the one `adminUrl` names, for tests and
 * benchmarks: they never touch real data, and close() drops it again. Not used by the site.
 */
export async function openScratchDatabase(adminUrl: string, prefix: string): Promise<Database & { url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${counter++}`;
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
    // For servers started on it in other processes (tests/unit/instances).
    url: url.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await drop.end();
    },
  };
}
