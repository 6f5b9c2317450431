import { describe, expect, it } from "vitest";
import { twoSections } from "../../../tests/helpers/editor-state";
import { clickPlacement } from "./click-placement";

describe("a module added by click", () => {
  // Section a: [m1, m2], [m3]; section b: [m4].
  const { sections } = twoSections();

  it("goes right after the selected module", () => {
    expect(clickPlacement(sections, { kind: "module", id: "m1" }, "text")).toEqual({ type: "text", section: "a", column: 0, position: 1 });
    expect(clickPlacement(sections, { kind: "module", id: "m3" }, "text")).toEqual({ type: "text", section: "a", column: 1, position: 1 });
  });

  it("goes to the end of the chosen column", () => {
    expect(clickPlacement(sections, { kind: "column", section: "a", column: 0 }, "faq")).toEqual({ type: "faq", section: "a", column: 0, position: 2 });
  });

  it("goes to the end of the last section's first column without a choice, or when the chosen one is gone", () => {
    expect(clickPlacement(sections, null, "hero_media")).toEqual({ type: "hero_media", section: "b", column: 0, position: 1 });
    expect(clickPlacement(sections, { kind: "module", id: "gone" }, "hero_media")).toEqual({ type: "hero_media", section: "b", column: 0, position: 1 });
    expect(clickPlacement(sections, { kind: "column", section: "a", column: 5 }, "hero_media")).toEqual({ type: "hero_media", section: "b", column: 0, position: 1 });
  });

  it("has no place on a page without sections (its initial section is made first)", () => {
    expect(clickPlacement([], null, "hero_media")).toBeNull();
  });
});
