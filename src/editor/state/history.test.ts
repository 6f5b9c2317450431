import { describe, expect, it, vi } from "vitest";
import { apply, headlineModule, idsOf, sectionWith, stepSlugs, twoSections } from "../../../tests/helpers/editor-state";
import { persist } from "../api/persist";
import type { EditorApi } from "../api/editor-api";
import { HISTORY_DEPTH } from "./history";
import type { EditorAction } from "./reducer";
import { touchedSections } from "./touched";

const add = (id: string, section = "a"): EditorAction => ({ type: "add-module", section, column: 0, position: 0, module: headlineModule(id) });
const owner = { content_type: "cms.page", object_id: 3 } as const;

describe("undo and redo", () => {
  it("undoes the latest change first, one change per undo, and redoes them in turn", () => {
    const start = twoSections();
    const changed = apply(start, add("x"), { type: "move-module", id: "m4", section: "a", column: 1, position: 0 });
    const once = apply(changed, { type: "undo" });
    expect(idsOf(once)).toEqual([[["x", "m1", "m2"], ["m3"]], [["m4"]]]);
    const twice = apply(once, { type: "undo" });
    expect(idsOf(twice)).toEqual(idsOf(start));
    expect(twice.past).toEqual([]);
    expect(stepSlugs(twice.future)).toEqual([["b", "a"], ["a"]]);
    const redone = apply(twice, { type: "redo" });
    expect(idsOf(redone)).toEqual(idsOf(once));
    expect(idsOf(apply(redone, { type: "redo" }))).toEqual(idsOf(changed));
    expect(apply(redone, { type: "redo" }).future).toEqual([]);
  });

  it("redoes the undone change and it can be undone again", () => {
    const undone = apply(twoSections(), add("x"), { type: "undo" });
    const redone = apply(undone, { type: "redo" });
    expect(idsOf(redone)[0]).toEqual([["x", "m1", "m2"], ["m3"]]);
    expect(idsOf(apply(redone, { type: "undo" }))).toEqual(idsOf(twoSections()));
  });

  it("ends redo with a new change", () => {
    const undone = apply(twoSections(), add("x"), add("y"), { type: "undo" });
    expect(undone.future).toHaveLength(1);
    const edited = apply(undone, add("z", "b"));
    expect(edited.future).toEqual([]);
    expect(apply(edited, { type: "redo" })).toBe(edited);
  });

  it("does nothing with nothing to undo or redo", () => {
    const state = twoSections();
    expect(apply(state, { type: "undo" })).toBe(state);
    expect(apply(state, { type: "redo" })).toBe(state);
  });

  it("keeps the last HISTORY_DEPTH changes and forgets older ones", () => {
    const many = Array.from({ length: HISTORY_DEPTH + 5 }, (_, index) => add(`x${index}`));
    const state = apply(twoSections(), ...many);
    expect(state.past).toHaveLength(HISTORY_DEPTH);
    const undoAll = Array.from({ length: HISTORY_DEPTH + 5 }, (): EditorAction => ({ type: "undo" }));
    const back = apply(state, ...undoAll);
    // The five oldest modules stay: their steps fell off the bottom of the stack.
    expect(idsOf(back)[0]![0]).toEqual(["x4", "x3", "x2", "x1", "x0", "m1", "m2"]);
    expect(back.future).toHaveLength(HISTORY_DEPTH);
  });

  it("puts a removed section back where it stood, and redo removes it again", () => {
    const three = apply(twoSections(), { type: "add-section", section: sectionWith("c", "100", [["m5"]]), position: 2 });
    const removed = apply(three, { type: "remove-section", id: "b" });
    const undone = apply(removed, { type: "undo" });
    expect(undone.sections.map((section) => section.id)).toEqual(["a", "b", "c"]);
    expect(apply(undone, { type: "redo" }).sections.map((section) => section.id)).toEqual(["a", "c"]);
  });
});

describe("saving undo and redo", () => {
  it("writes the step's sections through the section calls, as any edit", async () => {
    const added = apply(twoSections(), { type: "add-section", section: sectionWith("c", "100", [[]]), position: 1 });
    const api = vi.fn(async () => ({}));
    await persist(api as unknown as EditorApi, owner, { type: "undo" }, added);
    // Each call names its section, so it carries the version this editor saw of it.
    expect(api).toHaveBeenCalledWith("DELETE", "section/c/", undefined, ["c"]);
    expect(touchedSections(added, { type: "undo" })).toEqual(["c"]);

    const undone = apply(added, { type: "undo" });
    api.mockClear();
    await persist(api as unknown as EditorApi, owner, { type: "redo" }, undone);
    expect(api).toHaveBeenCalledWith("POST", "section/", { ...sectionWith("c", "100", [[]]), ...owner, position: 1 });
    expect(touchedSections(undone, { type: "redo" })).toEqual(["c"]);

    const edited = apply(twoSections(), add("x"));
    api.mockClear();
    await persist(api as unknown as EditorApi, owner, { type: "undo" }, edited);
    expect(api).toHaveBeenCalledWith("POST", "section/a/", { ...twoSections().sections[0], position: 0 }, ["a"]);
    expect(api).toHaveBeenCalledTimes(1);
  });
});
