import { describe, expect, it } from "vitest";
import { twoSections } from "../../../tests/helpers/editor-state";
import { dropResult } from "./drop-action";
import { columnDndId, moduleDndId, newDndId, parseDndId, sectionDndId } from "./ids";

describe("drop results", () => {
  const state = twoSections();

  it("parses its own ids back", () => {
    expect(parseDndId(columnDndId("a-b:c", 2))).toEqual({ kind: "column", section: "a-b:c", column: 2 });
    expect(parseDndId("x:1")).toBeNull();
  });

  it("a module dropped on another module takes that module's place, also across sections", () => {
    expect(dropResult(state, moduleDndId("m1"), moduleDndId("m2"))).toEqual({ kind: "action", action: { type: "move-module", id: "m1", section: "a", column: 0, position: 1 } });
    expect(dropResult(state, moduleDndId("m4"), moduleDndId("m3"))).toEqual({ kind: "action", action: { type: "move-module", id: "m4", section: "a", column: 1, position: 0 } });
  });

  it("a module dropped on a column goes to its end", () => {
    expect(dropResult(state, moduleDndId("m1"), columnDndId("b", 0))).toEqual({ kind: "action", action: { type: "move-module", id: "m1", section: "b", column: 0, position: 1 } });
    expect(dropResult(state, moduleDndId("m1"), columnDndId("a", 0))).toEqual({ kind: "action", action: { type: "move-module", id: "m1", section: "a", column: 0, position: 1 } });
  });

  it("a toolbar kind becomes a placement for the edit modal", () => {
    expect(dropResult(state, newDndId("headline"), columnDndId("a", 1))).toEqual({ kind: "new", placement: { type: "headline", section: "a", column: 1, position: 1 } });
  });

  it("sections move among sections only", () => {
    expect(dropResult(state, sectionDndId("b"), sectionDndId("a"))).toEqual({ kind: "action", action: { type: "move-section", id: "b", position: 0 } });
    expect(dropResult(state, sectionDndId("b"), columnDndId("a", 0))).toBeNull();
    expect(dropResult(state, moduleDndId("m1"), null)).toBeNull();
  });
});
