import { describe, expect, it } from "vitest";
import { createFormFieldSchema, EMAIL_CONFIRM_SLUG, FIELD_KIND } from "./form-field";
import { serveFormFields, type StoredFormField } from "./form";
import { initialFieldValue } from "./form-field-kinds";
import { buildFormSubmissionSchema } from "./form-submission";

const label = (de: string) => ({ de, en: de });
const stored = (field: Omit<StoredFormField, "form_id" | "label">): StoredFormField => ({ form_id: 7, label: label(field.slug), ...field });

const fields: StoredFormField[] = [
  stored({ id: 1, slug: "name", field_type: FIELD_KIND.text, required: true, visible: true, position: 0 }),
  stored({ id: 2, slug: "email", field_type: FIELD_KIND.email, required: true, visible: true, position: 1 }),
  stored({
    id: 3, slug: "topics", field_type: FIELD_KIND.checkboxMultiple, required: true, visible: true, position: 2,
    choices: [{ value: "art", label: label("Kunst") }, { value: "music", label: label("Musik") }],
  }),
  stored({ id: 4, slug: "guests", field_type: FIELD_KIND.number, required: false, visible: true, position: 3 }),
  stored({ id: 5, slug: "internal", field_type: FIELD_KIND.text, required: true, visible: false, position: 4 }),
  stored({ id: 6, slug: "consent", field_type: FIELD_KIND.checkbox, required: true, visible: true, position: 5 }),
];
const schema = buildFormSubmissionSchema(7, fields);
const valid = { name: "Ada", email: "ada@example.org", topics: ["art"], consent: true };

const errors = (values: Record<string, unknown>, form = 7) => {
  const result = schema.safeParse({ form, field_values: values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.slice(1).join("."), issue.message]));
};

describe("form submission schema", () => {
  it("accepts a complete submission, drops unknown keys and reads numbers", () => {
    const result = schema.parse({ form: 7, field_values: { ...valid, guests: "2", hacker: "x" } });
    expect(result.field_values).toEqual({ ...valid, guests: 2 });
  });

  it("calls blank required fields required, invisible ones excepted", () => {
    expect(errors({ name: "  ", topics: [], consent: false })).toEqual({
      name: "required", email: "required", topics: "required", consent: "required",
    });
  });

  it("checks the e-mail format and the choices", () => {
    expect(errors({ ...valid, email: "ada@", topics: ["art", "cooking"] })).toEqual({ email: "invalid_email", "topics.1": "invalid_choice" });
  });

  it("requires email2, when given, to repeat the e-mail address", () => {
    expect(errors({ ...valid, [EMAIL_CONFIRM_SLUG]: "ADA@example.org" })).toEqual({});
    expect(errors({ ...valid, [EMAIL_CONFIRM_SLUG]: "eve@example.org" })).toEqual({ email2: "invalid_email" });
    expect(errors({ ...valid, [EMAIL_CONFIRM_SLUG]: "" })).toEqual({});
    // Said together with another field's message, not only once everything else is right.
    expect(errors({ ...valid, name: " ", [EMAIL_CONFIRM_SLUG]: "eve@example.org" })).toEqual({ name: "required", email2: "invalid_email" });
  });

  it("refuses a submission for another form", () => {
    expect(errors(valid, 8)).toEqual({ "": "invalid_choice" });
  });
});

describe("served form fields", () => {
  it("orders the fields and appends the email2 confirmation, not required", () => {
    const served = serveFormFields([...fields].reverse(), "en");
    expect(served.map((field) => field.slug)).toEqual(["name", "email", "topics", "guests", "internal", "consent", "email2"]);
    expect(served.at(-1)).toMatchObject({ field_type: "emailconfirm", required: false, id: null });
    expect(served[2]?.choices).toEqual([{ value: "art", label: "Kunst" }, { value: "music", label: "Musik" }]);
  });

  it("starts file fields at null and list fields as lists", () => {
    expect(initialFieldValue({ field_type: FIELD_KIND.file, default: "x" })).toBeNull();
    expect(initialFieldValue({ field_type: FIELD_KIND.selectMultiple, default: "art" })).toEqual(["art"]);
    expect(initialFieldValue({ field_type: FIELD_KIND.checkboxMultiple, default: null })).toEqual([]);
    expect(initialFieldValue({ field_type: FIELD_KIND.text, default: "Hallo" })).toBe("Hallo");
  });

  it("refuses a stored field named email2 and a choice field without choices", () => {
    const result = createFormFieldSchema.safeParse({ form_id: 7, label: label("Wahl"), slug: "email2", field_type: FIELD_KIND.select });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["slug", "invalid"], ["choices", "required"],
    ]);
  });
});
