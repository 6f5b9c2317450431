import { writeFileSync } from "node:fs";
import path from "node:path";
import { generateRegistryFiles, staleFiles } from "./module-registry/generate";

/*
 * Writes modules/registry.generated.ts, renderers.generated.tsx and texts.generated.ts from the
 * module folders. Only changed files are written: an unchanged registry keeps its mtime, so
 * `npm start` does not take the build for stale.
 */
const modulesDir = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "modules");
const files = generateRegistryFiles(modulesDir);
const stale = staleFiles(modulesDir, files);
for (const name of stale) writeFileSync(path.join(modulesDir, name), files[name]!);
console.log(stale.length ? `modules: wrote ${stale.join(", ")}` : "modules: registry up to date");
