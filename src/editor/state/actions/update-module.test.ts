import { describe, expect, it } from "vitest";
import { apply, headlineModule, twoSections } from "../../../../tests/helpers/editor-state";

describe("update-module", () => {
  it("replaces the module in place and undo brings the old fields back", () => {
    const state = apply(twoSections(), { type: "update-module", module: headlineModule("m2", "Changed") });
    const changed = state.sections[0]!.columns[0]!.children[1]!;
    expect(changed.type === "headline" && changed.content).toBe("Changed");
    const undone = apply(state, { type: "undo" }).sections[0]!.columns[0]!.children[1]!;
    expect(undone.type === "headline" && undone.content).toBe("m2");
  });

  it("ignores a module that is not on the page", () => {
    const state = twoSections();
    expect(apply(state, { type: "update-module", module: headlineModule("ghost") })).toBe(state);
  });
});
