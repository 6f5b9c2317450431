import { openDatabase } from "../src/server/db/open";
import { migrate } from "../src/server/db/migrate";
import { pages } from "../src/server/db/schema";
import { seed } from "./seed/index";
import { ensureFirstEditor } from "../src/server/auth/accounts";

/**
 * Migrate the configured database and, when it holds no pages yet, seed the demo museum; when
 * it holds no account yet, create the first editor (EDITOR_EMAIL, EDITOR_PASSWORD or a
 * generated password printed once).
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
    await ensureFirstEditor(database.db);
  } finally {
    await database.close();
  }
}
