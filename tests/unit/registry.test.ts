import { describe, expect, it } from "vitest";
import { z } from "zod";
import { columnModules, moduleTypes, toolbarModules, section } from "../../modules/registry";
import { renderers } from "../../modules/renderers";
import { getFieldMeta } from "../../schemas/rules/field";

// The toolbar kinds the spec names (000 §3), as registry types.
const SPEC_TOOLBAR_KINDS = [
  "headline", "text", "link", "image", "faq", "video", "audio", "viewer", "quote",
  "full_teaser", "teaser_list", "image_list", "video_list", "social_media",
];
// The module table of 000 §3 (Section is the container; the rest go into columns).
const SPEC_TABLE = [
  "headline", "text", "link", "image", "image_list", "video", "video_self_hosted", "audio", "audio_self_hosted",
  "viewer", "venue", "venue_list", "html", "forms", "hero_media", "blog_teaser_list", "two_columns",
  "event_list", "highlight_teaser", "anchor_list", "full_teaser", "teaser_list", "teaser_item", "logo_list", "quote", "faq",
];

const editableFields = (schema: z.ZodObject) => Object.entries(schema.shape).filter(([name]) => name !== "id" && name !== "type");

describe("module registry", () => {
  it("registers every module of the spec's table and both toolbar-only kinds", () => {
    expect([...moduleTypes].sort()).toEqual([...SPEC_TABLE, "video_list", "social_media"].sort());
    expect(section.type).toBe("section");
  });

  it("has a renderer for every registered type and none for an unknown one", () => {
    expect(Object.keys(renderers).sort()).toEqual([...moduleTypes].sort());
    for (const type of moduleTypes) expect(typeof renderers[type]).toBe("function");
  });

  it("offers every spec toolbar kind in the toolbar, and child-only kinds not", () => {
    const toolbar = toolbarModules.map((definition) => definition.type);
    for (const kind of SPEC_TOOLBAR_KINDS) expect(toolbar).toContain(kind);
    expect(toolbar).not.toContain("teaser_item");
    expect(section.toolbar).toBe(false);
  });

  it.each(columnModules.map((definition) => [definition.type, definition] as const))("%s carries form metadata on every field", (_type, definition) => {
    expect(definition.label.de).toBeTruthy();
    expect(definition.label.en).toBeTruthy();
    const fields = editableFields(definition.schema as unknown as z.ZodObject);
    expect(fields.length).toBeGreaterThan(0);
    for (const [name, schema] of fields) {
      const meta = getFieldMeta(schema as z.ZodType);
      expect(meta, `${definition.type}.${name} has no field metadata`).toBeDefined();
      expect(meta!.label.de && meta!.label.en, `${definition.type}.${name} label`).toBeTruthy();
    }
    for (const name of definition.form.order ?? []) expect(fields.map(([field]) => field)).toContain(name);
  });

  it.each(columnModules.map((definition) => [definition.type, definition] as const))("%s form defaults are fields of its schema", (_type, definition) => {
    const names = editableFields(definition.schema as unknown as z.ZodObject).map(([name]) => name);
    for (const key of Object.keys(definition.form.defaults())) expect(names).toContain(key);
  });
});
