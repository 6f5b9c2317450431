import { versionDiffSchema, type FieldChange, type VersionDiff } from "@schemas/api/version-diff";
import type { EditorApi } from "../api/editor-api";

const opposite = { added: "removed", removed: "added", changed: "changed", moved: "moved" } as const;
const swap = (changes: FieldChange[]): FieldChange[] => changes.map(({ field, before, after }) => ({ field, before: after, after: before }));

/**
 * The API always answers from the older version to the newer; an editor who compares a newer
 * version with an older one reads what going back would change: added and removed trade
 * places and each field's before and after swap.
 */
export function orientDiff(diff: VersionDiff, fromId: number): VersionDiff {
  if (diff.from === fromId) return diff;
  return {
    from: diff.to,
    to: diff.from,
    settings: swap(diff.settings),
    modules: diff.modules.map((module) => ({ ...module, change: opposite[module.change], fields: swap(module.fields) })),
  };
}

/** How many differences a comparison found: each changed setting and each module. */
export const diffCount = (diff: VersionDiff) => diff.settings.length + diff.modules.length;

/** The differences from one version of a page to another, in the editor's direction. */
export async function loadVersionDiff(api: EditorApi, pageId: number, fromId: number, toId: number): Promise<VersionDiff> {
  return orientDiff(versionDiffSchema.parse(await api("GET", `pages/${pageId}/versions/${fromId}/compare/${toId}/`)), fromId);
}
