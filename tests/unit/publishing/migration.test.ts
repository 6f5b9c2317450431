import { afterAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { MIGRATIONS_DIR } from "@/server/db/migrate";
import { openDatabase, type Database } from "@/server/db/open";
import { containers, pages, pageTranslations } from "@/server/db/schema";
import { getPageEntity } from "@/server/content/page-entity";
import { publishingStatus } from "@/server/content/publishing-status";
import { headlineSection } from "../content/fixtures";

/** The migrations before the one that brought drafts, as a folder of their own. */
function migrationsBeforeDrafts(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith("_drafts_publishing"));
  const folder = mkdtempSync(path.join(tmpdir(), "museum-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, cut);
  for (const entry of entries) copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function migrateFrom(database: Database, folder: string) {
  if (database.driver === "postgres") await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
}

/** An empty, unmigrated database: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
const blank = [
  { name: "pglite", open: async () => ({ database: await openDatabase("memory://"), drop: async () => undefined }) },
  ...(process.env.TEST_DATABASE_URL ? [{
    name: "postgres",
    open: async () => {
      const admin = process.env.TEST_DATABASE_URL!;
      const name = `museum_migration_${process.pid}_${Date.now()}`;
      const run = async (statement: string) => {
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await run(`CREATE DATABASE "${name}"`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return { database: await openDatabase(url.toString()), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
    },
  }] : []),
];

describe.each(blank)("the drafts migration on $name", ({ open }) => {
  const folder = migrationsBeforeDrafts();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("leaves every existing page published with the content it had", async () => {
    const { database, drop } = await open();
    try {
      await migrateFrom(database, folder);
      // Only the columns that existed then: the schema's later ones (settings_draft) do not yet.
      await database.db.execute(sql`insert into ${pages} (content_type) values ('cms.page')`);
      const [page] = await database.db.select({ id: pages.id }).from(pages);
      await database.db.insert(pageTranslations).values([
        { page_id: page!.id, lang: "de", path: "bestand", title: "Bestand" },
        { page_id: page!.id, lang: "en", path: "existing", title: "Existing" },
      ]);
      await database.db.insert(containers).values({ slug: "bestand-1", content_type: "cms.page", object_id: page!.id, lang: "de", data: headlineSection("bestand-1", "Wie immer") as never, search_text: "Wie immer" });

      await migrateFrom(database, MIGRATIONS_DIR);
      const visible = await getPageEntity(database.db, "de", "bestand");
      expect(visible?.modules[0]?.columns[0]?.children[0]).toMatchObject({ content: "Wie immer" });
      expect(await publishingStatus(database.db, { content_type: "cms.page", object_id: page!.id }, "de")).toMatchObject({ has_changes: false });
    } finally {
      await database.close();
      await drop();
    }
  });
});
