// Bundles the HTTP server (scripts/server.ts and the few source files it imports) into one
// plain JavaScript file inside the build folder, so the server process runs on bare Node:
// tsx's module loader (a worker thread with a V8 heap of its own) and its esbuild service
// would cost the server about 37 MB of resident memory for the whole of its life.
import { build } from "esbuild";
import { serverBundle } from "./launch";

await build({
  entryPoints: ["scripts/server.ts"],
  outfile: serverBundle(),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Next.js, zod and the rest load from node_modules, as in every other server process.
  packages: "external",
  logLevel: "warning",
});
