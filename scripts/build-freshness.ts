import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { hasBuild, serverBundle } from "./launch";

const SOURCES = ["src", "modules", "schemas", "public", "next.config.ts", "package-lock.json", "scripts/server.ts", "scripts/forwarded-for.ts", "scripts/launch.ts", "scripts/compile-hints.ts", "scripts/client-manifests.ts", "scripts/compress-static.ts"];

function newestMtime(entry: string): number {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), info.mtimeMs);
}

/** True when there is no production build, or a source file changed after it was made. */
export function buildIsStale(): boolean {
  if (!hasBuild()) return true;
  // The server bundle is the build's last step.
  const built = statSync(serverBundle()).mtimeMs;
  return SOURCES.filter((entry) => existsSync(entry)).some((entry) => newestMtime(entry) > built);
}
