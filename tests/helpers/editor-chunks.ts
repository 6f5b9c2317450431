import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What the production build says about which browser chunks each page route loads: Next's
 * client reference manifests (server/app/<route>/page_client-reference-manifest.js) map every
 * client module a route uses, by its source path, to the chunks that carry it.
 */
export interface RouteClientModules {
  route: string;
  /** Source files of the route's client modules (absolute paths). */
  modules: string[];
  /** The chunk files those modules are in ("/_next/static/chunks/…"). */
  chunks: string[];
  /** The styles the route's pages carry (inlined into their HTML, next.config.ts). */
  css: string;
}

interface Manifest {
  clientModules: Record<string, { chunks: string[] }>;
  entryCSSFiles: Record<string, { content?: string }[]>;
}

/** The files below `dir` whose name passes `wanted`. */
function* filesBelow(dir: string, wanted: (name: string) => boolean): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesBelow(full, wanted);
    else if (wanted(name)) yield full;
  }
}

export const distDir = (root = process.cwd()) => path.join(root, process.env.NEXT_DIST_DIR ?? ".next");

export function readClientManifests(dist = distDir()): RouteClientModules[] | null {
  const appDir = path.join(dist, "server", "app");
  if (!existsSync(appDir)) return null;
  const result: RouteClientModules[] = [];
  for (const file of filesBelow(appDir, (name) => name === "page_client-reference-manifest.js")) {
    const source = readFileSync(file, "utf8");
    // The file assigns one JSON object: globalThis.__RSC_MANIFEST["/route/page"] = {…};
    const json = source.slice(source.indexOf("\"] = ") + 5).trim().replace(/;$/, "");
    const manifest = JSON.parse(json) as Manifest;
    const route = path.relative(appDir, path.dirname(file));
    const modules = Object.keys(manifest.clientModules).map((key) => key.split("#")[0]!);
    const chunks = Object.values(manifest.clientModules).flatMap((entry) => entry.chunks).filter((chunk) => chunk.endsWith(".js"));
    const css = Object.values(manifest.entryCSSFiles).flat().map((file) => file.content ?? "").join("\n");
    result.push({ route, modules: [...new Set(modules)], chunks: [...new Set(chunks)], css });
  }
  return result;
}

export const EDIT_ROUTE = path.join("[lang]", "(edit)", "edit-mode", "[[...slug]]");
/** The dashboard's routes: editors only, so they may load the editor's form controls. */
export const DASHBOARD_ROUTE = path.join("[lang]", "(dashboard)");
/** Routes only editors reach; every other route is a visitor's. */
export const isEditorArea = (route: string) => route === EDIT_ROUTE || route.startsWith(DASHBOARD_ROUTE);
/** Module keys are "[project]/src/editor/…" (Turbopack) or absolute paths. */
export const isEditorSource = (file: string) => /(^|\/)src\/editor\//.test(file.replaceAll(path.sep, "/"));

/**
 * Texts that exist only in src/editor (src/editor/i18n.ts): string literals survive
 * minification, so a chunk that holds editor code holds these.
 */
export const EDITOR_MARKERS = ["Bearbeiten beenden", "Modul hierher ziehen", "Drop a module here"] as const;

export const hasEditorMarker = (code: string) => EDITOR_MARKERS.some((marker) => code.includes(marker));

/** A chunk's code from the build ("/_next/static/chunks/x.js" → <dist>/static/chunks/x.js). */
export const chunkCode = (chunk: string, dist = distDir()) => readFileSync(path.join(dist, chunk.replace(/^\/_next\//, "")), "utf8");

/** The edit route's chunks that no visitor route lists: where the editor's code goes. */
export function editOnlyChunks(manifests: RouteClientModules[]): string[] {
  const edit = manifests.find((entry) => entry.route === EDIT_ROUTE);
  if (!edit) return [];
  const visitor = new Set(manifests.filter((entry) => !isEditorArea(entry.route)).flatMap((entry) => entry.chunks));
  return edit.chunks.filter((chunk) => !visitor.has(chunk));
}

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
