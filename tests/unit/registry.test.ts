import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { columnModules, moduleTypes, toolbarModules, section } from "@modules/registry";
import { renderers } from "@modules/renderers";
import { getFieldMeta } from "@schemas/rules/field";
import { MODULE_ICONS } from "@modules/icons";
import { generatedModuleTexts } from "@modules/texts.generated";
import { scanModules } from "../../scripts/module-registry/generate";

type Tree = { [key: string]: string | Tree };
/** Every key path of a texts tree, so German and English must name the same strings. */
const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`))).sort();

// The toolbar kinds the spec names (000 §3), as registry types: the palette offers at least these.
const SPEC_TOOLBAR_KINDS = [
  "headline", "text", "link", "image", "faq", "video", "audio", "viewer", "quote",
  "full_teaser", "teaser_list", "image_list", "video_list", "social_media",
];
const modulesDir = path.resolve(import.meta.dirname, "../../modules");

const editableFields = (schema: z.ZodObject) => Object.entries(schema.shape).filter(([name]) => name !== "id" && name !== "type");

describe("module registry", () => {
  it("registers exactly the module folders, the section being the container", () => {
    const folders = scanModules(modulesDir).filter((folder) => folder.type !== "section");
    expect([...moduleTypes].sort()).toEqual(folders.map((folder) => folder.type).sort());
    expect(section.type).toBe("section");
  });

  it("gives every kind its own palette icon, name and description in both languages", () => {
    const icons = columnModules.map((definition) => definition.icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const definition of [...columnModules, section]) {
      expect(MODULE_ICONS[definition.icon], definition.type).toMatch(/^M/);
      const texts = generatedModuleTexts;
      expect(keysOf(texts.en[definition.type]), `${definition.type} texts`).toEqual(keysOf(texts.de[definition.type]));
      expect(definition.description.de && definition.description.en, definition.type).toBeTruthy();
    }
  });

  it("has a renderer for every registered type and none for an unknown one", () => {
    expect(Object.keys(renderers).sort()).toEqual([...moduleTypes].sort());
    for (const type of moduleTypes) expect(typeof renderers[type]).toBe("function");
  });

  it("offers every spec toolbar kind in the toolbar, and child-only kinds not", () => {
    const toolbar = toolbarModules.map((definition) => definition.type);
    for (const kind of SPEC_TOOLBAR_KINDS) expect(toolbar).toContain(kind);
    expect(toolbar).not.toContain("teaser_item");
    // In each folder's palette place, not in folder order: copy first, the notice after the quote.
    expect(toolbar.slice(0, 3)).toEqual(["headline", "text", "link"]);
    expect(toolbar.indexOf("notice")).toBe(toolbar.indexOf("quote") + 1);
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
