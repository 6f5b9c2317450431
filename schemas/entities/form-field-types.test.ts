import { describe, expect, it } from "vitest";
import { fieldErrors } from "../rules/messages";
import { FIELD_KIND, FIELD_KINDS, type FieldKind } from "./form-field";
import { initialFieldValue } from "./form-field-kinds";
import { buildFieldValuesSchema, fillableFields, type FieldRule } from "./form-submission";

const choices = [{ value: "a", label: { de: "A", en: "A" } }, { value: "b", label: { de: "B", en: "B" } }];
const rule = (field_type: FieldKind, required = true): FieldRule => ({ slug: "f", field_type, required, visible: true, choices });

/** The German and English message for one value of a one-field form, or "ok" with the parsed value. */
function check(field_type: FieldKind, value: unknown, required = true) {
  const result = buildFieldValuesSchema([rule(field_type, required)]).safeParse({ f: value });
  if (result.success) return { ok: result.data.f };
  return { de: fieldErrors(result.error, "de").f?.[0], en: fieldErrors(result.error, "en").f?.[0] };
}

const REQUIRED = { de: "Dieses Feld ist ein Pflichtfeld!", en: "This field is required!" };

// One good and one bad value per kind; a blank value is "required" for every fillable kind.
const CASES: Record<Exclude<FieldKind, 17>, [good: unknown, parsed: unknown, bad: unknown]> = {
  [FIELD_KIND.text]: ["Ada", "Ada", "x".repeat(1001)],
  [FIELD_KIND.textarea]: ["Zeile 1\nZeile 2", "Zeile 1\nZeile 2", "x".repeat(3001)],
  [FIELD_KIND.email]: ["ada@example.org", "ada@example.org", "ada@"],
  [FIELD_KIND.checkbox]: [true, true, 5],
  [FIELD_KIND.checkboxMultiple]: [["a", "b"], ["a", "b"], ["c"]],
  [FIELD_KIND.select]: ["b", "b", "c"],
  [FIELD_KIND.selectMultiple]: [["a"], ["a"], "a"],
  [FIELD_KIND.radio]: ["a", "a", "z"],
  [FIELD_KIND.file]: ["3f2a-upload.pdf", "3f2a-upload.pdf", "../etc/passwd"],
  [FIELD_KIND.date]: ["2026-05-01", "2026-05-01", "2026-02-30"],
  [FIELD_KIND.dateTime]: ["2026-05-01T10:30", "2026-05-01T10:30", "morgen"],
  [FIELD_KIND.hidden]: ["quelle", "quelle", { x: 1 }],
  [FIELD_KIND.number]: ["2,5", 2.5, "zwei"],
  [FIELD_KIND.url]: ["https://example.org/", "https://example.org/", "javascript:alert(1)"],
  [FIELD_KIND.dateOfBirth]: ["1990-12-24", "1990-12-24", "24.12.1990"],
  [FIELD_KIND.consent]: ["on", true, 7],
};

describe("form values schema, per field kind", () => {
  for (const kind of FIELD_KINDS.filter((kind) => kind !== FIELD_KIND.heading)) {
    const [good, parsed, bad] = CASES[kind as Exclude<FieldKind, 17>];
    it(`kind ${kind}: takes a good value, refuses a bad one and a blank required one`, () => {
      expect(check(kind, good)).toEqual({ ok: parsed });
      expect(check(kind, bad)).not.toHaveProperty("ok");
      const blank = kind === FIELD_KIND.checkbox || kind === FIELD_KIND.consent ? false
        : kind === FIELD_KIND.checkboxMultiple || kind === FIELD_KIND.selectMultiple ? [] : "";
      expect(check(kind, blank)).toEqual(REQUIRED);
      if (kind !== FIELD_KIND.consent) expect(check(kind, blank, false)).toEqual({ ok: undefined });
    });
  }

  it("words the e-mail message as the spec does, in both languages", () => {
    expect(check(FIELD_KIND.email, "ada@")).toEqual({ de: "Ungültige E-Mail-Adresse!", en: "Invalid e-mail address!" });
  });

  it("insists on a ticked consent box even when it is not marked required", () => {
    expect(check(FIELD_KIND.consent, false, false)).toEqual(REQUIRED);
  });

  it("leaves headings and invisible fields out of the values", () => {
    const fields = [rule(FIELD_KIND.heading), { ...rule(FIELD_KIND.text), slug: "secret", visible: false }, { ...rule(FIELD_KIND.text), slug: "name" }];
    expect(fillableFields(fields).map((field) => field.slug)).toEqual(["name"]);
    expect(buildFieldValuesSchema(fields).parse({ f: "x", secret: "y", name: "Ada" })).toEqual({ name: "Ada" });
  });
});

describe("initial values (000 §5)", () => {
  it("starts every kind as the spec says", () => {
    for (const kind of FIELD_KINDS) {
      const value = initialFieldValue({ field_type: kind, default: "a" });
      if (kind === FIELD_KIND.file) expect(value).toBeNull();
      else if (kind === FIELD_KIND.checkboxMultiple || kind === FIELD_KIND.selectMultiple) expect(value).toEqual(["a"]);
      else expect(value).toBe("a");
    }
    expect(initialFieldValue({ field_type: FIELD_KIND.selectMultiple, default: null })).toEqual([]);
    expect(initialFieldValue({ field_type: FIELD_KIND.text, default: null })).toBe("");
  });
});
