import { describe, expect, it } from "vitest";
import { apply, headlineModule, sectionWith, twoSections } from "../../../../tests/helpers/editor-state";

describe("load", () => {
  it("takes the server's sections and keeps the history for undo", () => {
    const changed = apply(twoSections(), { type: "add-module", section: "a", column: 0, position: 0, module: headlineModule("x") });
    const loaded = apply(changed, { type: "load", sections: [sectionWith("z", "100", [[]])] });
    expect(loaded.sections.map((section) => section.id)).toEqual(["z"]);
    expect(loaded.past).toEqual(changed.past);
    expect(loaded.past).toHaveLength(1);
  });
});
