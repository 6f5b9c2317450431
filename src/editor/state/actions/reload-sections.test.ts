import { describe, expect, it } from "vitest";
import { apply, headlineModule, sectionWith, twoSections } from "../../../../tests/helpers/editor-state";

describe("reload-sections", () => {
  it("puts the server's state of a section in its place and forgets the history steps on it", () => {
    let state = apply(twoSections(), { type: "add-module", section: "a", column: 0, position: 0, module: headlineModule("x") });
    state = apply(state, { type: "add-module", section: "b", column: 0, position: 0, module: headlineModule("y") });
    const theirs = sectionWith("a", "100", [["theirs"]]);
    const reloaded = apply(state, { type: "reload-sections", sections: [{ slug: "a", section: theirs, position: 0 }] });
    expect(reloaded.sections.map((section) => section.id)).toEqual(["a", "b"]);
    expect(reloaded.sections[0]).toEqual(theirs);
    // Only the step on "b" is left: undo can no longer restore "a" over the colleague's change.
    expect(reloaded.past).toHaveLength(1);
    expect(reloaded.past[0]!.map((entry) => entry.slug)).toEqual(["b"]);
  });

  it("removes a section deleted on the server", () => {
    const reloaded = apply(twoSections(), { type: "reload-sections", sections: [{ slug: "b", section: null, position: 0 }] });
    expect(reloaded.sections.map((section) => section.id)).toEqual(["a"]);
  });
});

describe("load with changed sections", () => {
  it("keeps the history except the steps on sections a colleague changed", () => {
    const changed = apply(twoSections(), { type: "add-module", section: "a", column: 0, position: 0, module: headlineModule("x") });
    expect(apply(changed, { type: "load", sections: changed.sections, changed: ["a"] }).past).toEqual([]);
    expect(apply(changed, { type: "load", sections: changed.sections, changed: ["b"] }).past).toHaveLength(1);
  });
});
