import { describe, expect, it } from "vitest";
import { apply, sectionWith, twoSections } from "../../../../tests/helpers/editor-state";

describe("move-section", () => {
  it("moves a section and undo puts it back where it stood", () => {
    const three = apply(twoSections(), { type: "add-section", section: sectionWith("c", "100", [[]]), position: 2 });
    const moved = apply(three, { type: "move-section", id: "c", position: 0 });
    expect(moved.sections.map((section) => section.id)).toEqual(["c", "a", "b"]);
    expect(apply(moved, { type: "undo" }).sections.map((section) => section.id)).toEqual(["a", "b", "c"]);
  });

  it("does nothing for the same position", () => {
    const state = twoSections();
    expect(apply(state, { type: "move-section", id: "a", position: 0 })).toBe(state);
  });
});
