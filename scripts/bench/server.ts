import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { openDatabase, type Database } from "@/server/db/open";
import { migrate } from "@/server/db/migrate";
import { openScratchDatabase } from "@/server/db/scratch";
import { seed } from "../seed/index";
import { hasBuild, startServer } from "../launch";

/**
 * A production server on a fresh embedded database seeded at the given scale. `beforeStart`
 * may measure the database in-process first (PGlite allows one process at a time).
 * BENCH_PORT_OFFSET moves every bench's port (e.g. -30), so benches run side by side on one
 * machine each measure their own server.
 */
export async function startBenchServer(
  scale: number,
  port: number,
  options: { beforeStart?: (database: Database) => Promise<void>; postgres?: string } = {},
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const listenPort = port + Number(process.env.BENCH_PORT_OFFSET ?? 0);
  const url = `http://127.0.0.1:${listenPort}`;
  // A server left running on the port would answer in this one's place, with another build
  // and data, before this one had even failed to listen: every figure would be that server's.
  if (await fetch(`${url}/de`).then(() => true, () => false)) throw new Error(`port ${listenPort} already answers: stop the server there first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `museum-bench-${scale}-`));
  process.env.DATA_DIR = dataDir;
  const scratch = options.postgres ? await openScratchDatabase(options.postgres, "museum_bench") : undefined;
  const database = scratch ?? await openDatabase(undefined);
  if (!scratch) await migrate(database);
  const seeded = performance.now();
  await seed(database, { scale });
  console.log(`seeded scale ${scale}${scratch ? " on PostgreSQL" : ""} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  await options.beforeStart?.(database);
  // The scratch database stays until stop() drops it.
  if (!scratch) await database.close();

  // NEXT_DIST_DIR picks another build folder (next.config.ts), e.g. for parallel builds.
  if (!hasBuild()) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  // The server `npm start` runs, as a direct child so its pid is the server's own (serverMemory
  // reads it); its own process group, so stopping ends anything it started.
  const server = startServer({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "", PORT: String(listenPort) }, { stdio: "ignore", detached: true });
  const pid = server.pid;
  if (pid === undefined) throw new Error("the server did not start");
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  for (let attempt = 0; attempt < 120 && !exited(); attempt++) {
    const response = await fetch(`${url}/de`).catch(() => null);
    if (response?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (exited()) throw new Error(`the bench server on port ${listenPort} exited before answering`);
  return {
    url,
    pid,
    stop: async () => {
      try {
        process.kill(-pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await scratch?.close();
    },
  };
}
