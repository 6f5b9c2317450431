import { describe, expect, it } from "vitest";
import { apply, idsOf, twoSections } from "../../../tests/helpers/editor-state";
import { moduleCommand, type ModuleCommand } from "./module-command";

describe("module shortcuts", () => {
  // Section a: [m1, m2], [m3]; section b: [m4].
  const state = twoSections();
  const after = (id: string, command: ModuleCommand) => {
    const result = moduleCommand(state.sections, id, command, () => "copy");
    return result && { ids: idsOf(apply(state, result.action)), focus: result.focus, place: result.place };
  };

  it("moves a module one place up or down in its column, not past its ends", () => {
    expect(after("m1", "move-down")).toEqual({ ids: [[["m2", "m1"], ["m3"]], [["m4"]]], focus: "m1", place: 2 });
    expect(after("m2", "move-up")).toEqual({ ids: [[["m2", "m1"], ["m3"]], [["m4"]]], focus: "m2", place: 1 });
    expect(after("m1", "move-up")).toBeNull();
    expect(after("m3", "move-down")).toBeNull();
  });

  it("duplicates right after the module, the copy with a new id and the focus", () => {
    expect(after("m1", "duplicate")).toEqual({ ids: [[["m1", "copy", "m2"], ["m3"]], [["m4"]]], focus: "copy", place: 2 });
  });

  it("deletes, the focus going to the next module, else the one before, else to none", () => {
    expect(after("m1", "delete")).toEqual({ ids: [[["m2"], ["m3"]], [["m4"]]], focus: "m2", place: 1 });
    expect(after("m2", "delete")?.focus).toBe("m1");
    expect(after("m4", "delete")?.focus).toBeNull();
    expect(moduleCommand(state.sections, "gone", "delete")).toBeNull();
  });
});
