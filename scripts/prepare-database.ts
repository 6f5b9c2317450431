import { openDatabase } from "../src/server/db/open";
import { migrate } from "../src/server/db/migrate";
import { pages } from "../src/server/db/schema";
import { seed } from "./seed/index";

/**
 * Migrate the configured database and, when it holds no pages yet, seed the demo museum.
 * Runs before the server starts: PGlite allows one process at a time, so this one closes
 * the database before Next.js opens it.
 */
export async function prepareDatabase(): Promise<void> {
  const database = await openDatabase(process.env.DATABASE_URL);
  try {
    await migrate(database);
    if ((await database.db.$count(pages)) === 0) {
      console.log("Empty database: seeding the demo museum …");
      await seed(database, { scale: 1 });
    }
  } finally {
    await database.close();
  }
}
