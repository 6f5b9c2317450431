// The server the browser tests run against: a fresh embedded database with the demo seed,
// served by the production build (Playwright's webServer starts and stops it). Its data folder
// is E2E_DATA_DIR (playwright.config.ts: one per port), emptied first; its page cache lives
// there too (src/server/isr-cache-handler.mjs), so the shared build never hands it pages
// another database cached, and the security spec can count what it caches.
import { mkdirSync, rmSync } from "node:fs";
import { prepareDatabaseInChild, serve } from "./launch";

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error("E2E_DATA_DIR is not set: start the browser tests' server through Playwright (playwright.config.ts).");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? "3100" };
delete env.DATABASE_URL;
prepareDatabaseInChild(env);
serve(env);
