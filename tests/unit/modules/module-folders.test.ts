import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateRegistryFiles, staleFiles } from "../../../scripts/module-registry/generate";
import { upgradeModule } from "@modules/migrations";
import { issuesOf } from "../../helpers/schema-issues";
import { renderContext, renderHtml } from "../../helpers/render-context";

const repo = path.resolve(import.meta.dirname, "../../..");
const modulesDir = path.join(repo, "modules");

describe("the generated module registry", () => {
  it("matches the module folders (run `npm run modules:generate` after adding or renaming one)", () => {
    expect(staleFiles(modulesDir)).toEqual([]);
  });
});

/*
 * A module added the way the README says: one folder with schema, renderer and texts. It is
 * built in a temp folder and goes through the generator the build runs.
 */
const MEMO = {
  "texts.ts": `import type { ModuleTexts } from "${repo}/modules/define";
export const texts = {
  de: { name: "Notiz", description: "Eine kurze Notiz", from: "Notiert von {{author}}" },
  en: { name: "Memo", description: "A short memo", from: "Noted by {{author}}" },
} satisfies ModuleTexts;
`,
  "schema.ts": `import { field, l } from "${repo}/schemas/rules/field";
import { optionalText, requiredText } from "${repo}/schemas/rules/text";
import { defineModule } from "${repo}/modules/define";
import { texts } from "./texts";

export const memo = defineModule({
  type: "memo",
  texts,
  toolbar: 999,
  icon: "text",
  fields: {
    note: field(requiredText(), { searchable: true, label: l("Notiz", "Memo"), widget: "textarea" }),
    author: field(optionalText(), { label: l("Von", "By"), widget: "text" }),
  },
  // Version 1 kept the memo in "text"; version 2 calls it "note".
  migrations: [({ text, ...rest }) => ({ ...rest, note: text })],
  form: { defaults: () => ({ note: "" }) },
});
`,
  "render.tsx": `import type { ModuleRenderer } from "${repo}/modules/render-types";
import type { memo } from "./schema";
import { texts } from "./texts";

export const MemoRender: ModuleRenderer<typeof memo> = ({ module, ctx }) => (
  <aside>
    <p>{module.note}</p>
    {module.author && <p>{texts[ctx.lang].from.replace("{{author}}", module.author)}</p>}
  </aside>
);
`,
};

describe("a module added as one folder", () => {
  const root = mkdtempSync(path.join(tmpdir(), "module-folder-"));
  const dir = path.join(root, "modules");
  mkdirSync(path.join(dir, "memo"), { recursive: true });
  // The renderer's JSX needs react from the project's packages.
  symlinkSync(path.join(repo, "node_modules"), path.join(root, "node_modules"), "dir");
  for (const [name, content] of Object.entries(MEMO)) writeFileSync(path.join(dir, "memo", name), content);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("is registered, validated, rendered and migrated through the generated files", async () => {
    const files = generateRegistryFiles(dir);
    expect(files["registry.generated.ts"]).toContain(`import { memo } from "./memo/schema";`);
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    expect(staleFiles(dir)).toEqual([]);

    const registry = await import(path.join(dir, "registry.generated.ts"));
    const renderers = await import(path.join(dir, "renderers.generated.tsx"));
    const { generatedModuleTexts } = await import(path.join(dir, "texts.generated.ts"));
    const [definition] = registry.generatedModules;
    expect(definition.type).toBe("memo");
    expect(definition.label).toEqual({ de: "Notiz", en: "Memo" });
    expect(generatedModuleTexts.en.memo.description).toBe("A short memo");

    expect(issuesOf(definition.schema, { id: "m1", type: "memo", note: " " })).toEqual([{ path: "note", message: "required" }]);
    const module = definition.schema.parse({ id: "m1", type: "memo", note: "Saal 3 schließt um 16 Uhr.", author: "Kasse" });
    const html = await renderHtml(renderers.generatedRenderers.memo({ module, ctx: renderContext("de") }));
    expect(html).toBe("<aside><p>Saal 3 schließt um 16 Uhr.</p><p>Notiert von Kasse</p></aside>");

    // Content saved under version 1 passes today's schema once upgraded, and records version 2.
    const old = { id: "m0", type: "memo", text: "Alte Notiz" };
    expect(definition.schema.safeParse(old).success).toBe(false);
    const upgraded = upgradeModule(old, () => definition);
    expect(upgraded).toEqual({ id: "m0", type: "memo", note: "Alte Notiz", v: 2 });
    expect(definition.schema.parse(upgraded)).toMatchObject({ note: "Alte Notiz" });
    expect(upgradeModule(upgraded, () => definition)).toBe(upgraded);
  });

  it("refuses a folder whose renderer is not exported by the naming rule", () => {
    writeFileSync(path.join(dir, "memo", "render.tsx"), "export const Memo = () => null;\n");
    expect(() => generateRegistryFiles(dir)).toThrow(/render\.tsx must export its renderer/);
  });
});
