import { describe, expect, it } from "vitest";
import { staffText } from "@/i18n/staff-translate";

// staffText keeps the texts it made: each language, key and set of values must still get its own.
describe("staffText", () => {
  it("fills each text with its own values, again and again", () => {
    for (let round = 0; round < 2; round++) {
      expect(staffText("editor", "de", "edit_module", { label: "Text" })).toBe("Bearbeiten: Text");
      expect(staffText("editor", "de", "edit_module", { label: "Bild" })).toBe("Bearbeiten: Bild");
      expect(staffText("editor", "de", "section_n", { n: 2 })).toBe("Sektion 2");
      expect(staffText("editor", "de", "section_n", { n: 3 })).toBe("Sektion 3");
    }
  });

  it("answers in the language asked for after the other one was asked", () => {
    expect(staffText("editor", "de", "edit_module", { label: "Text" })).toBe("Bearbeiten: Text");
    expect(staffText("editor", "en", "edit_module", { label: "Text" })).toBe("Edit: Text");
  });

  it("still answers rightly after more texts than it keeps", () => {
    for (let n = 0; n < 6000; n++) expect(staffText("editor", "en", "section_n", { n })).toBe(`Section ${n}`);
    expect(staffText("editor", "de", "section_n", { n: 7 })).toBe("Sektion 7");
  });
});
