import { describe, expect, it } from "vitest";
import { apply, sectionWith, twoSections } from "../../../../tests/helpers/editor-state";

describe("add-section", () => {
  it("inserts the section at its position; undo removes it again", () => {
    const state = apply(twoSections(), { type: "add-section", section: sectionWith("c", "33-33-33", [[], [], []]), position: 1 });
    expect(state.sections.map((section) => section.id)).toEqual(["a", "c", "b"]);
    expect(state.past).toEqual([[{ slug: "c", section: null, position: 0 }]]);
    expect(apply(state, { type: "undo" }).sections.map((section) => section.id)).toEqual(["a", "b"]);
  });

  it("refuses a second section with the same slug", () => {
    const state = twoSections();
    expect(apply(state, { type: "add-section", section: sectionWith("a", "100", [[]]), position: 0 })).toBe(state);
  });
});
