import { describe, expect, it } from "vitest";
import { twoSections } from "../../../tests/helpers/editor-state";
import { columnDndId, moduleDndId, newDndId, PAGE_DND_ID, sectionDndId } from "./ids";
import { dndName } from "./names";

describe("what the live region calls drag sources and targets", () => {
  const { sections } = twoSections();

  it("names modules, toolbar kinds and sections", () => {
    expect(dndName("de", sections, moduleDndId("m1"), null, null)).toBe("Überschrift");
    expect(dndName("en", sections, newDndId("text"), null, null)).toBe("Text");
    expect(dndName("de", sections, sectionDndId("b"), null, null)).toBe("Sektion 2");
  });

  it("names the drop slot of a module: the column and the place in it, the dragged module's own place once", () => {
    const column = columnDndId("a", 0);
    expect(dndName("de", sections, PAGE_DND_ID, { over: column, gap: 2 }, null)).toBe("Sektion 1, Spalte 1, Stelle 3 von 3");
    expect(dndName("de", sections, PAGE_DND_ID, { over: column, gap: 2 }, "m1")).toBe("Sektion 1, Spalte 1, Stelle 2 von 2");
    expect(dndName("en", sections, PAGE_DND_ID, { over: columnDndId("b", 0), gap: 0 }, "m1")).toBe("Section 2, Column 1, place 1 of 2");
    expect(dndName("de", sections, PAGE_DND_ID, null, null)).toBe("");
  });

  it("names the drop slot of a section among the sections", () => {
    expect(dndName("de", sections, PAGE_DND_ID, { over: PAGE_DND_ID, gap: 2 }, "a")).toBe("Sektionen, Stelle 2 von 2");
    expect(dndName("en", sections, PAGE_DND_ID, { over: PAGE_DND_ID, gap: 0 }, "b")).toBe("Sections, place 1 of 2");
  });
});
