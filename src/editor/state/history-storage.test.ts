import { describe, expect, it } from "vitest";
import { apply, headlineModule, sectionWith, twoSections } from "../../../tests/helpers/editor-state";
import { historyKey, readHistory, sectionsFingerprint, serializeHistory } from "./history-storage";
import type { SectionData } from "./types";

const edited = () => apply(twoSections(), { type: "add-module", section: "a", column: 0, position: 0, module: headlineModule("x") }, { type: "add-module", section: "b", column: 0, position: 0, module: headlineModule("y") }, { type: "undo" });

/** The same data with every object's keys in reverse order, as a database may give them back. */
const reordered = <T,>(value: T): T => {
  if (Array.isArray(value)) return value.map(reordered) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reordered(item)])) as T;
  return value;
};

describe("history in session storage", () => {
  it("is kept per page and language", () => {
    expect(historyKey({ content_type: "cms.page", object_id: 4 }, "de")).not.toBe(historyKey({ content_type: "cms.page", object_id: 4 }, "en"));
    expect(historyKey({ content_type: "cms.page", object_id: 4 }, "de")).not.toBe(historyKey({ content_type: "programme.event", object_id: 4 }, "de"));
  });

  it("comes back after a reload for the same sections, with undo and redo", () => {
    const state = edited();
    const stored = readHistory(serializeHistory(state), reordered(state.sections));
    expect(stored).toEqual({ past: state.past, future: state.future });
  });

  it("is dropped when the sections changed since (a colleague's edit)", () => {
    const state = edited();
    const text = serializeHistory(state);
    const changed: SectionData[] = state.sections.map((section, index) => (index === 0 ? { ...section, extra_class: "cc01" } : section));
    expect(readHistory(text, changed)).toBeNull();
    expect(readHistory(text, [...state.sections, sectionWith("c", "100", [[]])])).toBeNull();
  });

  it("stores nothing for an empty history and ignores broken entries", () => {
    expect(serializeHistory(twoSections())).toBeNull();
    const sections = twoSections().sections;
    expect(readHistory(null, sections)).toBeNull();
    expect(readHistory("{not json", sections)).toBeNull();
    expect(readHistory(JSON.stringify({ fingerprint: sectionsFingerprint(sections), past: [[{ slug: 1 }]], future: [] }), sections)).toBeNull();
  });

  it("tells sections apart that differ in one text", () => {
    const a = [sectionWith("a", "100", [["m1"]])];
    const b: SectionData[] = [{ ...a[0]!, columns: [{ children: [headlineModule("m1", "anders")] }] }];
    expect(sectionsFingerprint(a)).not.toBe(sectionsFingerprint(b));
    expect(sectionsFingerprint(a)).toBe(sectionsFingerprint(reordered(a)));
  });
});
