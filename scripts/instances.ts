// Several production servers on one PostgreSQL database and one Redis server, as a load
// balancer would run them: for the integration test (tests/unit/instances) and the bench
// (npm run bench -- instances). Each server is the one `npm start` runs (scripts/launch.ts),
// with a data folder of its own, so nothing reaches another instance through the disk.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureFirstEditor } from "../src/server/auth/accounts";
import { openScratchDatabase } from "../src/server/db/scratch";
import { seed } from "./seed/index";
import { startServer } from "./launch";

export interface Running { url: string; stop(): void }

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Whether Debian's redis-server is installed (apt-get install redis-server). */
export const hasRedisServer = () => (process.env.PATH ?? "").split(path.delimiter).some((dir) => existsSync(path.join(dir, "redis-server")));

/** Children in their own process group (so stopping one ends everything it started); errors shown. */
const CHILD_OPTIONS: SpawnOptions = { stdio: ["ignore", "ignore", "inherit"], detached: true };

/** A child started with CHILD_OPTIONS, and how to stop it with everything it started. */
function stoppable(started: ChildProcess): { process: ChildProcess; stop(): void } {
  return {
    process: started,
    stop: () => {
      try {
        if (started.pid !== undefined) process.kill(-started.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    },
  };
}

/** Poll until `ready` answers true; fails when the child exits first or the time is up. */
async function waitFor(ready: () => Promise<boolean>, started: ChildProcess, what: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (started.exitCode !== null) throw new Error(`${what} exited with ${started.exitCode}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within ${seconds} s`);
}

/** A throwaway redis-server: no snapshots, no append-only file, on the loopback only. */
export async function startRedis(): Promise<Running> {
  const port = await freePort();
  const redis = stoppable(spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { ...CHILD_OPTIONS, env: process.env }));
  const url = `redis://127.0.0.1:${port}`;
  const { createClient } = await import("redis");
  await waitFor(async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on("error", () => undefined);
    await client.connect();
    await client.quit();
    return true;
  }, redis.process, "redis-server", 20);
  return { url, stop: redis.stop };
}

/** A scratch database beside TEST_DATABASE_URL's with the demo content (no image files) and one admin. */
export async function sharedDatabase(adminUrl: string, editor: { email: string; password: string }) {
  const database = await openScratchDatabase(adminUrl, "museum_instances");
  await seed(database, { scale: 1, images: false });
  await ensureFirstEditor(database.db, { EDITOR_EMAIL: editor.email, EDITOR_PASSWORD: editor.password }, () => undefined);
  return database;
}

/** One production server on the shared database; `env` adds REDIS_URL, MEDIA_STORAGE and the like. */
export async function startInstance(databaseUrl: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "museum-instance-"));
  const server = stoppable(startServer({
    ...process.env, ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOSTNAME: "127.0.0.1",
  }, CHILD_OPTIONS));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/de`, { redirect: "manual" })).status < 500, server.process, `the server on port ${port}`, 180);
  } catch (error) {
    server.stop();
    throw error;
  }
  return { url, stop: server.stop };
}
