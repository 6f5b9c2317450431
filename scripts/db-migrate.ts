// npm run db:migrate — apply committed migrations to the configured database.
import { openDatabase } from "../src/server/db/open";
import { migrate } from "../src/server/db/migrate";

const database = await openDatabase(process.env.DATABASE_URL);
await migrate(database);
await database.close();
console.log(`Migrated the ${database.driver} database.`);
