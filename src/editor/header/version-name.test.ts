import { describe, expect, it } from "vitest";
import type { PageVersionListItem } from "@schemas/api/editor";
import { versionChoiceText, versionName } from "./version-name";

const version = (over: Partial<PageVersionListItem>): PageVersionListItem => ({
  id: 4, created_at: "2026-11-20T10:15:30Z", author: { id: 1, username: "anna" }, is_current: false, languages: ["de"], label: null, published: false, ...over,
});

describe("a version's name in the versions panel", () => {
  it("is the editor's own words, else published, else saved automatically, in the editor's language", () => {
    expect(versionName(version({ label: "Vor der Eröffnung", published: true }), "de")).toBe("Vor der Eröffnung");
    expect(versionName(version({ published: true }), "en")).toBe("Published");
    expect(versionName(version({}), "de")).toBe("Automatisch gespeichert");
    expect(versionName(version({}), "en")).toBe("Saved automatically");
  });

  it("names a choice in the compare pickers by name, time and author, and marks the current one", () => {
    expect(versionChoiceText(version({ label: "Erste Fassung" }), "de")).toMatch(/^Erste Fassung · 20\.11\.2026, 11:15:30 · anna$/);
    expect(versionChoiceText(version({ is_current: true, author: null }), "en")).toMatch(/^Saved automatically · .+ · Initial state · Current$/);
  });
});
