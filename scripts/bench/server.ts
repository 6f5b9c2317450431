import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { openDatabase, type Database } from "../../src/server/db/open";
import { migrate } from "../../src/server/db/migrate";
import { seed } from "../seed/index";

/**
 * A production server on a fresh embedded database seeded at the given scale. `beforeStart`
 * may measure the database in-process first (PGlite allows one process at a time).
 */
export async function startBenchServer(
  scale: number,
  port: number,
  options: { beforeStart?: (database: Database) => Promise<void> } = {},
): Promise<{ url: string; stop(): void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `museum-bench-${scale}-`));
  process.env.DATA_DIR = dataDir;
  const database = await openDatabase(undefined);
  await migrate(database);
  const seeded = performance.now();
  await seed(database, { scale });
  console.log(`seeded scale ${scale} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  await options.beforeStart?.(database);
  await database.close();

  // NEXT_DIST_DIR picks another build folder (next.config.ts), e.g. for parallel builds.
  if (!existsSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"))) {
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }
  // Its own process group: npx starts next-server as a child, and stopping must end both.
  const server: ChildProcess = spawn("npx", ["next", "start", "-p", String(port)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: "ignore", detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await fetch(`${url}/de`).catch(() => null);
    if (response?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: () => {
      try {
        if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    },
  };
}
