import { describe, expect, it } from "vitest";
import { apply, idsOf, twoSections } from "../../../../tests/helpers/editor-state";

describe("remove-module", () => {
  it("takes the module out and undo puts it back at its place", () => {
    const state = apply(twoSections(), { type: "remove-module", id: "m1" });
    expect(idsOf(state)[0]).toEqual([["m2"], ["m3"]]);
    expect(idsOf(apply(state, { type: "undo" }))[0]).toEqual([["m1", "m2"], ["m3"]]);
  });
});
