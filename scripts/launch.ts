// What the launchers (start.ts, serve-e2e.ts) start, each as a child of this same node:
// preparing the database in a short-lived one (with tsx's loader), so the seed's heap
// (PGlite's WASM memory, the demo content) is gone before the server starts instead of
// staying in the launcher for as long as the server runs; the server as a direct child, not
// through npx and tsx's own launcher (two more idle node processes), from its bundle.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
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

/** The build folder (NEXT_DIST_DIR picks another one, next.config.ts). */
export const buildFolder = () => path.resolve(process.env.NEXT_DIST_DIR ?? ".next");

/** The HTTP server as plain JavaScript, made by `npm run build` (scripts/build-server.ts). */
export const serverBundle = () => path.join(buildFolder(), "museum-server.mjs");

/** A complete production build: Next.js's and the server bundle. */
export const hasBuild = () => existsSync(path.join(buildFolder(), "BUILD_ID")) && existsSync(serverBundle());

/**
 * Node flags of the server process, measured on the demo content with `npm run bench --
 * content`: with the allocator settings below, the server bundle and PGlite's smaller buffer
 * pool, its resident memory after the load went from about 465 MB to about 260; cached pages
 * were served as fast as before, content API calls at about 10 % fewer a second.
 * - Under load V8 lets the old generation grow to up to four times what survives a collection
 *   before collecting again (about 150 MB live became a 420-860 MB heap). Growing by at most
 *   20 % keeps the heap near its live size, at the cost of more frequent, mostly concurrent,
 *   full collections. No hard limit: a larger site still gets the heap it needs.
 * - The young generation's default 16 MB semi-spaces (two of them, both resident) hold what
 *   one request allocates many times over; 2 MB means more, shorter scavenges.
 * - --optimize-for-size makes V8 prefer smaller code and fewer inline caches.
 */
export const SERVER_NODE_FLAGS = ["--heap-growing-percent=20", "--max-semi-space-size=2", "--optimize-for-size"];

/**
 * glibc's allocator keeps one arena per thread that ever allocated (Node's libuv pool, V8's
 * compiler and collector threads), each holding freed memory it never gives back: about 50 MB
 * on this server. One arena, and large blocks mapped on their own so a free returns them.
 * Other allocators ignore these variables.
 */
const SERVER_ALLOCATOR_ENV = { MALLOC_ARENA_MAX: "1", MALLOC_MMAP_THRESHOLD_: "65536", MALLOC_TRIM_THRESHOLD_: "65536" };

/** Start the site's server (the bundle above, with its flags and allocator settings). */
export function startServer(env: NodeJS.ProcessEnv, options: Omit<SpawnOptions, "env"> = {}): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle()], { ...options, env: { ...SERVER_ALLOCATOR_ENV, ...env } });
}

/** Run the server until it exits, then exit with its code; stop signals are passed on to it. */
export function serve(env: NodeJS.ProcessEnv): void {
  const server = startServer(env, { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
