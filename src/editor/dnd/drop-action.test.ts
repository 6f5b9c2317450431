import { describe, expect, it } from "vitest";
import { apply, idsOf, twoSections } from "../../../tests/helpers/editor-state";
import { dropResult } from "./drop-action";
import { columnDndId, moduleDndId, newDndId, PAGE_DND_ID, parseDndId, sectionDndId } from "./ids";

describe("drop results", () => {
  const state = twoSections();
  const moved = (active: string, over: string, gap?: number) => {
    const result = dropResult(state, active, { over, gap });
    return result?.kind === "action" ? idsOf(apply(state, result.action)) : result;
  };

  it("parses its own ids back", () => {
    expect(parseDndId(columnDndId("a-b:c", 2))).toEqual({ kind: "column", section: "a-b:c", column: 2 });
    expect(parseDndId("x:1")).toBeNull();
  });

  it("a module dropped into a gap of its own column lands there, the gaps around it leave it where it is", () => {
    // Section a: [m1, m2], [m3]; section b: [m4].
    expect(moved(moduleDndId("m1"), columnDndId("a", 0), 2)).toEqual([[["m2", "m1"], ["m3"]], [["m4"]]]);
    expect(moved(moduleDndId("m2"), columnDndId("a", 0), 0)).toEqual([[["m2", "m1"], ["m3"]], [["m4"]]]);
    expect(moved(moduleDndId("m1"), columnDndId("a", 0), 0)).toEqual(idsOf(state));
    expect(moved(moduleDndId("m1"), columnDndId("a", 0), 1)).toEqual(idsOf(state));
  });

  it("a module dropped into another column or section lands at the gap, or at the end without one", () => {
    expect(moved(moduleDndId("m4"), columnDndId("a", 1), 0)).toEqual([[["m1", "m2"], ["m4", "m3"]], [[]]]);
    expect(moved(moduleDndId("m1"), columnDndId("b", 0), 1)).toEqual([[["m2"], ["m3"]], [["m4", "m1"]]]);
    expect(moved(moduleDndId("m1"), columnDndId("b", 0))).toEqual([[["m2"], ["m3"]], [["m4", "m1"]]]);
  });

  it("a toolbar kind becomes a placement for the edit modal", () => {
    expect(dropResult(state, newDndId("headline"), { over: columnDndId("a", 1), gap: 0 })).toEqual({ kind: "new", placement: { type: "headline", section: "a", column: 1, position: 0 } });
    expect(dropResult(state, newDndId("headline"), { over: columnDndId("a", 1) })).toEqual({ kind: "new", placement: { type: "headline", section: "a", column: 1, position: 1 } });
  });

  it("a new module goes where the line shows in the page's initial section once that exists, first made when it does not", () => {
    // Section a stands for an initial section made on an earlier drop: [m1, m2], [m3].
    expect(dropResult(state, newDndId("text"), { over: columnDndId("a", 0), gap: 1 }, "a")).toEqual({ kind: "new", placement: { type: "text", section: "a", column: 0, position: 1 } });
    expect(dropResult(state, newDndId("text"), { over: columnDndId("a", 1), gap: 1 }, "a")).toEqual({ kind: "new", placement: { type: "text", section: "a", column: 1, position: 1 } });
    expect(dropResult(state, newDndId("text"), { over: columnDndId("initial-x", 0), gap: 0 }, "initial-x")).toEqual({ kind: "first", placement: { type: "text", section: "initial-x", column: 0, position: 0 } });
    // Moving a module into the not yet made section is no drop.
    expect(dropResult(state, moduleDndId("m1"), { over: columnDndId("initial-x", 0), gap: 0 }, "initial-x")).toBeNull();
  });

  it("sections move between sections only; no slot, no drop", () => {
    expect(dropResult(state, sectionDndId("b"), { over: PAGE_DND_ID, gap: 0 })).toEqual({ kind: "action", action: { type: "move-section", id: "b", position: 0 } });
    expect(dropResult(state, sectionDndId("a"), { over: PAGE_DND_ID, gap: 2 })).toEqual({ kind: "action", action: { type: "move-section", id: "a", position: 1 } });
    expect(dropResult(state, sectionDndId("a"), { over: PAGE_DND_ID, gap: 1 })).toEqual({ kind: "action", action: { type: "move-section", id: "a", position: 0 } });
    expect(dropResult(state, sectionDndId("b"), { over: columnDndId("a", 0) })).toBeNull();
    expect(dropResult(state, moduleDndId("m1"), { over: PAGE_DND_ID, gap: 0 })).toBeNull();
    expect(dropResult(state, moduleDndId("m1"), null)).toBeNull();
  });
});
