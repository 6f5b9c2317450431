import { describe, expect, it } from "vitest";
import { staffText } from "@/i18n/staff-translate";
import { getT } from "@/i18n/translate";

// The translators keep the texts they made: each language, key and set of values must still get its own.
describe("translated texts, kept once made", () => {
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

  it("tells plural forms apart by their count, for visitors too", () => {
    for (let round = 0; round < 2; round++) {
      expect(getT("de")("booking:selected", { count: 1 })).toBe("1 Karte ausgewählt");
      expect(getT("de")("booking:selected", { count: 3 })).toBe("3 Karten ausgewählt");
    }
  });

  it("still answers rightly after more texts than it keeps", () => {
    for (let n = 0; n < 6000; n++) expect(staffText("editor", "en", "section_n", { n })).toBe(`Section ${n}`);
    expect(staffText("editor", "de", "section_n", { n: 7 })).toBe("Sektion 7");
  });
});
