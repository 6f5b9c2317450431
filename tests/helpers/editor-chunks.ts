// The editor's code and styles as the build left them, for the tests that keep them from
// visitors; which route loads which chunks comes from scripts/client-manifests.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chunkFile, filesBelow } from "../../scripts/client-manifests";

/** Module keys are "[project]/src/editor/…" (Turbopack) or absolute paths. */
export const isEditorSource = (file: string) => /(^|\/)src\/editor\//.test(file.replaceAll(path.sep, "/"));

/**
 * Texts that exist only in src/editor (src/editor/i18n.ts): string literals survive
 * minification, so a chunk that holds editor code holds these.
 */
export const EDITOR_MARKERS = ["Bearbeiten beenden", "Modul hierher ziehen", "Drop a module here"] as const;

export const hasEditorMarker = (code: string) => EDITOR_MARKERS.some((marker) => code.includes(marker));

/** A chunk's code from the build. */
export const chunkCode = (chunk: string) => readFileSync(chunkFile(chunk), "utf8");

const classNames = (css: string) => new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!));

/**
 * Class names only the editor's CSS modules declare (no visitor-side module has one alike):
 * the build writes each as "<file hash>_<name>", so a page's styles that hold such a class
 * hold editor styles.
 */
export function editorOnlyClassNames(root = process.cwd()): Set<string> {
  const editor = new Set<string>();
  const others = new Set<string>();
  for (const folder of ["src", "modules"]) {
    for (const file of filesBelow(path.join(root, folder), (name) => name.endsWith(".module.css"))) {
      const target = isEditorSource(file) ? editor : others;
      for (const name of classNames(readFileSync(file, "utf8"))) target.add(name);
    }
  }
  return new Set([...editor].filter((name) => !others.has(name)));
}

/** The CSS-module class names in built styles ("AbC12x_moduleBar" → "moduleBar"). */
export const builtClassNames = (css: string) => new Set([...css.matchAll(/\.[A-Za-z0-9-]{6}_([A-Za-z_][\w-]*)/g)].map((match) => match[1]!));
