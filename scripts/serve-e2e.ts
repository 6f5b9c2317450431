// The server the browser tests run against: a fresh embedded database with the demo seed,
// served by the production build (Playwright's webServer starts and stops it).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { prepareDatabase } from "./prepare-database";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "museum-e2e-"));
delete process.env.DATABASE_URL;
await prepareDatabase();
const server = spawn("npx", ["tsx", "scripts/server.ts"], { stdio: "inherit", env: { ...process.env, PORT: process.env.E2E_PORT ?? "3100" } });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
