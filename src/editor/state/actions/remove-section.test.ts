import { describe, expect, it } from "vitest";
import { apply, idsOf, twoSections } from "../../../../tests/helpers/editor-state";

describe("remove-section", () => {
  it("removes the section with its modules; undo restores it at its position", () => {
    const state = apply(twoSections(), { type: "remove-section", id: "a" });
    expect(state.sections.map((section) => section.id)).toEqual(["b"]);
    expect(idsOf(apply(state, { type: "undo" }))).toEqual(idsOf(twoSections()));
  });
});
