import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.mjs (import/no-restricted-paths) must keep failing the lint
 * on a back-edge: each fixture below is linted as if it sat in the layer named, importing
 * existing files, and must be refused; the allowed direction must pass. Without this, a config
 * change could drop a zone and nothing would notice.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import/no-restricted-paths").map((message) => message.message);
}

describe("the layer rules", () => {
  it("refuse server code importing the site, the dashboard, the editor or a route, relative or by alias", async () => {
    const code = [
      'import { csrfHeaders } from "../site/http/csrf-header";',
      'import { saveEntity } from "@/dashboard/save-entity";',
      'import { editorApi } from "../editor/api/editor-api";',
      'import { GET } from "@/app/[lang]/api/events/route";',
      "export const all = [csrfHeaders, saveEntity, editorApi, GET];",
    ].join("\n");
    const errors = await layerErrors("src/server/layer-fixture.ts", code);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain("Server code never imports");
  }, 60_000);

  it("refuse schemas/ importing modules/ or src/", async () => {
    const code = 'import { moduleSchema } from "../../modules/registry";\nimport { CSRF_HEADER } from "@/contracts/csrf";\nexport const all = [moduleSchema, CSRF_HEADER];\n';
    expect(await layerErrors("schemas/api/layer-fixture.ts", code)).toHaveLength(2);
  }, 60_000);

  it("refuse visitor code and module renderers importing the editor or the dashboard", async () => {
    expect(await layerErrors("src/site/layer-fixture.ts", 'import { saveEntity } from "../dashboard/save-entity";\nexport const x = saveEntity;\n')).toHaveLength(1);
    expect(await layerErrors("modules/text/layer-fixture.tsx", 'import { editorApi } from "@/editor/api/editor-api";\nexport const x = editorApi;\n')).toHaveLength(1);
  }, 60_000);

  it("refuse the shared contracts importing either side, and let both sides import them", async () => {
    expect(await layerErrors("src/contracts/layer-fixture.ts", 'import { csrfHeaders } from "../site/http/csrf-header";\nexport const x = csrfHeaders;\n')).toHaveLength(1);
    const shared = 'import { CSRF_HEADER } from "../../contracts/csrf";\nimport { eventListQuerySchema } from "@schemas/api/event-list-query";\nexport const all = [CSRF_HEADER, eventListQuerySchema];\n';
    expect(await layerErrors("src/server/http/layer-fixture.ts", shared)).toEqual([]);
    expect(await layerErrors("src/site/http/layer-fixture.ts", shared)).toEqual([]);
  }, 60_000);
});
