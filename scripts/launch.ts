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

/**
 * Node flags of the server process. Under load V8 lets the old generation grow to up to four
 * times what survives a collection before collecting again: on the demo content about 150 MB
 * live became a 420-860 MB heap within a minute of requests. Growing by at most 20 % keeps the
 * heap near its live size (the server's resident memory after a minute of load: about 445 MB
 * instead of 650-720 MB; npm run bench -- content prints it), at the cost of more frequent,
 * mostly concurrent, full collections. No hard limit: a larger site still gets the heap it needs.
 */
export const SERVER_NODE_FLAGS = ["--heap-growing-percent=20"];

/** Run scripts/server.ts until it exits, then exit with its code; stop signals are passed on to it. */
export function serve(env: NodeJS.ProcessEnv): void {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", script("./server.ts")], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
