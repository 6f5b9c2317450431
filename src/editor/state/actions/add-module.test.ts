import { describe, expect, it } from "vitest";
import { apply, headlineModule, idsOf, stepSlugs, twoSections } from "../../../../tests/helpers/editor-state";

describe("add-module", () => {
  it("puts the module into the column at the position and backs the section up", () => {
    const state = apply(twoSections(), { type: "add-module", section: "a", column: 1, position: 0, module: headlineModule("new") });
    expect(idsOf(state)[0]).toEqual([["m1", "m2"], ["new", "m3"]]);
    expect(stepSlugs(state.past)).toEqual([["a"]]);
    expect(state.past[0]![0]!.section).toEqual(twoSections().sections[0]);
  });

  it("clamps a position past the end and ignores an unknown column", () => {
    const appended = apply(twoSections(), { type: "add-module", section: "b", column: 0, position: 99, module: headlineModule("new") });
    expect(idsOf(appended)[1]).toEqual([["m4", "new"]]);
    const ignored = twoSections();
    expect(apply(ignored, { type: "add-module", section: "b", column: 3, position: 0, module: headlineModule("new") })).toBe(ignored);
  });

  it("is undone by undo", () => {
    const state = apply(twoSections(), { type: "add-module", section: "a", column: 0, position: 1, module: headlineModule("new") }, { type: "undo" });
    expect(idsOf(state)).toEqual(idsOf(twoSections()));
    expect(state.past).toEqual([]);
    expect(stepSlugs(state.future)).toEqual([["a"]]);
  });
});
