import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["src", "modules", "schemas", "public", "next.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), info.mtimeMs);
}

/** True when there is no production build, or a source file changed after it was made. */
export function buildIsStale(buildId = ".next/BUILD_ID"): boolean {
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.filter((entry) => existsSync(entry)).some((entry) => newestMtime(entry) > built);
}
