import { describe, expect, it } from "vitest";
import { apply, headlineModule, idsOf, twoSections } from "../../../../tests/helpers/editor-state";
import { undoPlan } from "./undo";

describe("undo", () => {
  it("restores the latest change first, one change per undo", () => {
    const state = apply(
      twoSections(),
      { type: "add-module", section: "a", column: 0, position: 0, module: headlineModule("x") },
      { type: "move-module", id: "m4", section: "a", column: 1, position: 0 },
    );
    expect(undoPlan(state).map((entry) => entry.slug)).toEqual(["b", "a"]);
    const once = apply(state, { type: "undo" });
    expect(idsOf(once)).toEqual([[["x", "m1", "m2"], ["m3"]], [["m4"]]]);
    expect(once.backups.a).toHaveLength(1);
    expect(idsOf(apply(once, { type: "undo" }))).toEqual(idsOf(twoSections()));
  });

  it("does nothing with an empty history", () => {
    const state = twoSections();
    expect(apply(state, { type: "undo" })).toBe(state);
    expect(undoPlan(state)).toEqual([]);
  });
});
