// A second, throw-away server for the offline test (tests/e2e/shell-routes.spec.ts): its own
// empty embedded database whose settings row says is_site_online = false, served by the same
// build. Nothing is added to the app for this: no test route, no flag; the row is written
// here, before the server opens the database (PGlite allows one process at a time).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { openDatabase } from "@/server/db/open";
import { migrate } from "@/server/db/migrate";
import { settings } from "@/server/db/schema";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "museum-e2e-offline-"));
delete process.env.DATABASE_URL;
const database = await openDatabase();
try {
  await migrate(database);
  await database.db.insert(settings).values({ id: 1, is_site_online: false, site_name: { de: "Museum am Fluss", en: "Museum by the River" } });
} finally {
  await database.close();
}
const server = spawn("npx", ["next", "start", "-p", process.env.E2E_OFFLINE_PORT ?? "3199"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
