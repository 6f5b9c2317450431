import { describe, expect, it } from "vitest";
import { requiredText } from "@schemas/rules/text";
import { field, l } from "@schemas/rules/field";
import { defineModule } from "@modules/define";
import { MODULE_ICONS } from "@modules/icons";

const texts = { de: { name: "Notiz", description: "Eine kurze Notiz" }, en: { name: "Memo", description: "A short memo" } };
const fields = { note: field(requiredText(), { label: l("Notiz", "Memo"), widget: "textarea" }) };

/*
 * A module names its palette glyph, and the name is typed against modules/icons.ts: `npm run
 * typecheck` covers this file, and fails if the unknown name below stops being an error.
 */
describe("a module's icon name", () => {
  it("is one of the palette's glyphs; an unknown name fails the type check", () => {
    const known = defineModule({ type: "memo", texts, toolbar: 999, icon: "notice", fields, form: { defaults: () => ({ note: "" }) } });
    const unknown = defineModule({
      type: "memo",
      texts,
      toolbar: 999,
      // @ts-expect-error "sparkles" has no glyph in modules/icons.ts
      icon: "sparkles",
      fields,
      form: { defaults: () => ({ note: "" }) },
    });
    expect(MODULE_ICONS[known.icon]).toMatch(/^M/);
    expect(Object.keys(MODULE_ICONS)).not.toContain(unknown.icon);
  });
});
