// What the launchers (start.ts, serve-e2e.ts) start, each as a child of this same node with
// tsx's loader: preparing the database in a short-lived one, so the seed's heap
// (PGlite's WASM memory, the demo content) is gone before the server starts instead of
// staying in the launcher for as long as the server runs; the server as a direct child, not
// through npx and tsx's own launcher (two more idle node processes).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * Migrate and seed DATA_DIR (scripts/prepare-database.ts) and wait for it; a failure ends the
 * launcher. The seed needs the react-server condition; the server (like `next start`) must not
 * have it.
 */
export function prepareDatabaseInChild(env: NodeJS.ProcessEnv = process.env): void {
  const prepared = spawnSync(process.execPath, ["--conditions", "react-server", "--import", "tsx", script("./prepare-database.ts")], { stdio: "inherit", env });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

/** Run scripts/server.ts until it exits, then exit with its code; stop signals are passed on to it. */
export function serve(env: NodeJS.ProcessEnv): void {
  const server = spawn(process.execPath, ["--import", "tsx", script("./server.ts")], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
