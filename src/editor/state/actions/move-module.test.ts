import { describe, expect, it } from "vitest";
import { apply, idsOf, stepSlugs, twoSections } from "../../../../tests/helpers/editor-state";

describe("move-module", () => {
  it("reorders within a column", () => {
    expect(idsOf(apply(twoSections(), { type: "move-module", id: "m1", section: "a", column: 0, position: 1 }))[0]).toEqual([["m2", "m1"], ["m3"]]);
  });

  it("moves across columns of one section, backing it up once", () => {
    const state = apply(twoSections(), { type: "move-module", id: "m3", section: "a", column: 0, position: 0 });
    expect(idsOf(state)[0]).toEqual([["m3", "m1", "m2"], []]);
    expect(stepSlugs(state.past)).toEqual([["a"]]);
  });

  it("moves into another section and undo restores both sections", () => {
    const moved = apply(twoSections(), { type: "move-module", id: "m2", section: "b", column: 0, position: 1 });
    expect(idsOf(moved)).toEqual([[["m1"], ["m3"]], [["m4", "m2"]]]);
    expect(stepSlugs(moved.past)).toEqual([["a", "b"]]);
    expect(idsOf(apply(moved, { type: "undo" }))).toEqual(idsOf(twoSections()));
  });

  it("leaves the state alone when nothing changes", () => {
    const state = twoSections();
    expect(apply(state, { type: "move-module", id: "m1", section: "a", column: 0, position: 0 })).toBe(state);
    expect(apply(state, { type: "move-module", id: "nope", section: "a", column: 0, position: 0 })).toBe(state);
  });
});
