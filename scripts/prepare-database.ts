import { pathToFileURL } from "node:url";
import { openDatabase } from "../src/server/db/open";
import { DataDirInUseError } from "../src/server/db/data-lock";
import { migrate } from "../src/server/db/migrate";
import { migrateContent } from "../src/server/content/migrate-content";
import { pages } from "../src/server/db/schema";
import { seed } from "./seed/index";
import { ensureFirstEditor } from "../src/server/auth/accounts";

/**
 * Migrate the configured database and, when it holds no pages yet, seed the demo museum (else
 * upgrade its stored content, see src/server/content/migrate-content.ts); when
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
    } else {
      // Content saved under older module versions is written back upgraded, with its search text.
      const content = await migrateContent(database.db);
      if (content.upgraded) console.log(`Upgraded ${content.upgraded} stored sections to the current module versions.`);
    }
    await ensureFirstEditor(database.db);
  } finally {
    await database.close();
  }
}

// Run as a script by the launchers (scripts/launch.ts), in a process of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prepareDatabase().catch((error: unknown) => {
    // A folder in use is an operator's situation, not a crash: its message names the process.
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  });
}
