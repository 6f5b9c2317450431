import { describe, expect, it } from "vitest";
import type { VersionDiff } from "@schemas/api/version-diff";
import { diffCount, orientDiff } from "./version-diff";

const diff: VersionDiff = {
  from: 3,
  to: 7,
  settings: [{ field: "title", before: "Alt", after: "Neu" }],
  modules: [
    { id: "a", type: "headline", change: "added", section: 1, fields: [] },
    { id: "r", type: "text", change: "removed", section: 2, fields: [] },
    { id: "c", type: "headline", change: "changed", section: 1, fields: [{ field: "content", before: "Erster", after: "Zweiter" }] },
    { id: "m", type: "image", change: "moved", section: 2, fields: [] },
  ],
};

describe("a comparison read in the editor's direction", () => {
  it("stays as the API answered when the editor compares from the older version", () => {
    expect(orientDiff(diff, 3)).toBe(diff);
  });

  it("from the newer version: added and removed trade places, before and after swap, moves stay moves", () => {
    const back = orientDiff(diff, 7);
    expect(back.from).toBe(7);
    expect(back.to).toBe(3);
    expect(back.settings).toEqual([{ field: "title", before: "Neu", after: "Alt" }]);
    expect(back.modules.map((module) => [module.id, module.change])).toEqual([["a", "removed"], ["r", "added"], ["c", "changed"], ["m", "moved"]]);
    expect(back.modules[2]!.fields).toEqual([{ field: "content", before: "Zweiter", after: "Erster" }]);
  });

  it("counts each changed setting and each module", () => {
    expect(diffCount(diff)).toBe(5);
    expect(diffCount({ from: 1, to: 2, settings: [], modules: [] })).toBe(0);
  });
});
