// npm run db:migrate-content — upgrade stored sections to the module folders' current versions
// and recompute their search text. Run after `npm run db:migrate` when a module's shape changed.
import { openDatabase } from "../src/server/db/open";
import { migrateContent } from "../src/server/content/migrate-content";

const database = await openDatabase(process.env.DATABASE_URL);
try {
  const report = await migrateContent(database.db);
  console.log(`Content: ${report.upgraded} sections upgraded, ${report.unchanged} unchanged.`);
  for (const { slug, issues } of report.invalid) console.warn(`Section ${slug} fails today's rules, kept as it is for an editor: ${issues.join("; ")}`);
} finally {
  await database.close();
}
