import { describe, expect, it } from "vitest";
import { apply, idsOf, twoSections } from "../../../../tests/helpers/editor-state";

describe("update-section", () => {
  it("changes the layout, moving the modules of dropped columns into the last kept one", () => {
    const state = apply(twoSections(), { type: "update-section", id: "a", layout: "100" });
    expect(state.sections[0]!.layout).toBe("100");
    expect(idsOf(state)[0]).toEqual([["m1", "m2", "m3"]]);
    expect(idsOf(apply(state, { type: "undo" }))[0]).toEqual([["m1", "m2"], ["m3"]]);
  });

  it("adds empty columns for a wider layout and sets the background", () => {
    const state = apply(twoSections(), { type: "update-section", id: "b", layout: "25-50-25", extra_class: "cc02" });
    expect(idsOf(state)[1]).toEqual([["m4"], [], []]);
    expect(state.sections[1]!.extra_class).toBe("cc02");
  });

  it("pushes no backup when nothing changes", () => {
    const state = twoSections();
    expect(apply(state, { type: "update-section", id: "a", layout: "50-50" })).toBe(state);
  });
});
