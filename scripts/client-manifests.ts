import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { buildFolder } from "./launch";

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
export function* filesBelow(dir: string, wanted: (name: string) => boolean): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* filesBelow(full, wanted);
    else if (wanted(name)) yield full;
  }
}

/** Every page route's client modules, chunks and styles; null without a build in `dist`. */
export function readClientManifests(dist = buildFolder()): RouteClientModules[] | null {
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

/** A chunk's file in the build folder: the manifests name chunks by URL ("/_next/static/chunks/x.js"). */
export const chunkFile = (chunk: string, dist = buildFolder()) => path.join(dist, chunk.replace(/^\/_next\//, ""));

/** The edit route's chunks that no visitor route lists: where the editor's code goes. */
export function editOnlyChunks(manifests: RouteClientModules[]): string[] {
  const edit = manifests.find((entry) => entry.route === EDIT_ROUTE);
  if (!edit) return [];
  const visitor = new Set(manifests.filter((entry) => !isEditorArea(entry.route)).flatMap((entry) => entry.chunks));
  return edit.chunks.filter((chunk) => !visitor.has(chunk));
}

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) });

/**
 * The scripts V8 is told to compile eagerly (scripts/compile-hints.ts), as files of the build:
 * the framework's, which every page loads first (the build manifest's rootMainFiles), and the
 * editor's own.
 */
export function eagerScripts(dist = buildFolder()): { framework: string[]; editor: string[] } {
  const { rootMainFiles } = buildManifestSchema.parse(JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8")));
  return {
    framework: rootMainFiles.filter((name) => name.endsWith(".js")).map((name) => path.join(dist, name)),
    editor: editOnlyChunks(readClientManifests(dist) ?? []).map((chunk) => chunkFile(chunk, dist)),
  };
}
