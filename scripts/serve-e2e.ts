// The server the browser tests run against: a fresh embedded database with the demo seed,
// served by the production build (Playwright's webServer starts and stops it). Its page
// cache lives in that fresh folder too (src/server/isr-cache-handler.mjs), so the shared
// build never hands it pages another database cached.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareDatabaseInChild, serve } from "./launch";

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "museum-e2e-")), PORT: process.env.E2E_PORT ?? "3100" };
delete env.DATABASE_URL;
prepareDatabaseInChild(env);
serve(env);
