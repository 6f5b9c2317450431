import "server-only";
import type { PageSnapshot } from "@schemas/entities/page-version";
import type { Locale } from "@schemas/rules/localized";
import type { FieldChange, VersionDiff } from "@schemas/api/version-diff";
import type { Db } from "../db/open";
import { NotFoundError } from "../errors";
import { getPageVersion } from "./versions";
import { canonical } from "./outdated-modules";

/*
 * What changed between two versions of a page in one language, for the editor's compare view.
 * Modules are matched by id (an id stays with its module through moves and edits), so a
 * module changed in place reads as changed, not as removed and added.
 */

const SETTINGS = ["title", "path", "headline", "meta_title", "meta_description", "og_title", "og_description"] as const;
const MAX_TEXT = 160;

interface Placed {
  module: Record<string, unknown>;
  section: number;
  /** Column and place within it, to tell a move. */
  place: string;
}

function modulesOf(snapshot: PageSnapshot, lang: Locale): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  for (const [s, section] of (snapshot.sections[lang] ?? []).entries()) {
    const { id: sectionId, columns } = section as { id?: string; columns?: { children?: Record<string, unknown>[] }[] };
    for (const [c, column] of (columns ?? []).entries()) {
      for (const [m, module] of (column.children ?? []).entries()) {
        if (typeof module?.id === "string") placed.set(module.id, { module, section: s + 1, place: `${sectionId}/${c}/${m}` });
      }
    }
  }
  return placed;
}

/** A value as the editor reads it in a list: the text of its strings (tags dropped), shortened. */
function shortText(value: unknown): string {
  const strings: string[] = [];
  const walk = (item: unknown) => {
    if (typeof item === "string") strings.push(item);
    else if (typeof item === "number" || typeof item === "boolean") strings.push(String(item));
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === "object") Object.values(item).forEach(walk);
  };
  walk(value);
  const text = strings.join(" · ").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, keys: readonly string[]): FieldChange[] {
  return keys.flatMap((field) => {
    // Key order is not content: a module saved again with its keys in another order is unchanged.
    if (canonical(before[field] ?? null) === canonical(after[field] ?? null)) return [];
    return [{ field, before: shortText(before[field]), after: shortText(after[field]) }];
  });
}

const moduleKeys = (...modules: Record<string, unknown>[]) => [...new Set(modules.flatMap(Object.keys))].filter((key) => key !== "id" && key !== "type" && key !== "v");

export function diffSnapshots(older: PageSnapshot, newer: PageSnapshot, lang: Locale): Pick<VersionDiff, "settings" | "modules"> {
  const settings = changedFields({ ...older.translations[lang] }, { ...newer.translations[lang] }, SETTINGS);
  const before = modulesOf(older, lang);
  const after = modulesOf(newer, lang);
  const modules: VersionDiff["modules"] = [];
  for (const [id, now] of after) {
    const type = String(now.module.type);
    const then = before.get(id);
    if (!then) {
      modules.push({ id, type, change: "added", section: now.section, fields: [] });
      continue;
    }
    const fields = changedFields(then.module, now.module, moduleKeys(then.module, now.module));
    if (fields.length) modules.push({ id, type, change: "changed", section: now.section, fields });
    else if (then.place !== now.place) modules.push({ id, type, change: "moved", section: now.section, fields: [] });
  }
  for (const [id, then] of before) {
    if (!after.has(id)) modules.push({ id, type: String(then.module.type), change: "removed", section: then.section, fields: [] });
  }
  return { settings, modules };
}

/** The changes from the older of two versions of a page to the newer. */
export async function compareVersions(db: Db, pageId: number, versionIds: [number, number], lang: Locale): Promise<VersionDiff> {
  const [first, second] = await Promise.all(versionIds.map((id) => getPageVersion(db, pageId, id)));
  if (!first || !second) throw new NotFoundError("version not found");
  const [older, newer] = first.id < second.id ? [first, second] : [second, first];
  return { from: older.id, to: newer.id, ...diffSnapshots(older.snapshot, newer.snapshot, lang) };
}
