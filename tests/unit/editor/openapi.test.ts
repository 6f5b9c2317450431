import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { GET } from "@/app/api/openapi.json/route";
import { moduleTypes } from "@modules/registry";
import { editorRequest } from "../../helpers/editor";

const APP = path.resolve(__dirname, "../../../src/app");
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The route file serving a documented path: `{x}` matches `[x]`, `[...x]` or `[[...x]]`. */
function routeFile(documented: string): string | null {
  let dirs = [APP];
  for (const segment of documented.split("/").filter(Boolean)) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    const names = param ? [`[${param}]`, `[...${param}]`, `[[...${param}]]`] : [segment];
    dirs = dirs.flatMap((dir) => names.map((name) => path.join(dir, name)).filter((candidate) => existsSync(candidate)));
  }
  const file = dirs.map((dir) => path.join(dir, "route.ts")).find((candidate) => existsSync(candidate));
  return file ?? null;
}

describe("GET /api/openapi.json", () => {
  it("answers an OpenAPI 3.1 JSON document with the module union from the registry", async () => {
    const response = await GET(editorRequest("/api/openapi.json"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const document = JSON.parse(await response.text());
    expect(document.openapi).toBe("3.1.0");
    const union = document.components.schemas.Module.oneOf as { properties: { type: { const: string } } }[];
    expect(union.map((variant) => variant.properties.type.const).sort()).toEqual([...moduleTypes].sort());
    const video = union.find((variant) => variant.properties.type.const === "video") as unknown as { required: string[]; properties: Record<string, { "x-label": unknown }> };
    expect(video.required).toContain("video_url");
    expect(video.properties.video_url!["x-label"]).toEqual({ de: "Video-URL", en: "Video URL" });
    // The module bodies refer to the union rather than repeating it.
    expect(JSON.stringify(document.paths["/{lang}/pageeditor-api/module"].post.requestBody)).toContain("#/components/schemas/Module");
  });

  it("documents only paths and methods that exist as route handlers, and every editor route", async () => {
    const document = JSON.parse(await (await GET(editorRequest("/api/openapi.json"), undefined)).text());
    const documented = Object.keys(document.paths);
    expect(documented.length).toBeGreaterThan(20);
    for (const [documentedPath, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
      const file = routeFile(documentedPath);
      expect(file, documentedPath).not.toBeNull();
      const source = readFileSync(file!, "utf8");
      for (const method of METHODS.filter((name) => name in item)) {
        expect(source, `${method.toUpperCase()} ${documentedPath}`).toMatch(new RegExp(`export (const|async function) ${method.toUpperCase()}\\b`));
      }
    }

    // And the other way round: every route file of the editor API is in the document.
    const editorDir = path.join(APP, "[lang]/pageeditor-api");
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name === "route.ts" ? [path.join(dir, entry.name)] : []));
    const files = new Set(documented.map(routeFile));
    for (const file of walk(editorDir)) expect(files.has(file), path.relative(APP, file)).toBe(true);
  });

  it("documents the seen versions and the 409 on the column writes like on every other section write", async () => {
    const document = JSON.parse(await (await GET(editorRequest("/api/openapi.json"), undefined)).text());
    const writes = [
      ["/{lang}/pageeditor-api/section/{id}/column", "post"],
      ...["post", "patch", "delete"].map((method) => ["/{lang}/pageeditor-api/section/{id}/column/{index}", method]),
    ] as const;
    for (const [documented, method] of writes) {
      const operation = document.paths[documented][method] as { parameters: { name: string; in: string }[]; responses: Record<string, unknown> };
      expect(operation.parameters, `${method} ${documented}`).toContainEqual(expect.objectContaining({ name: "X-Section-Versions", in: "header" }));
      expect(operation.responses, `${method} ${documented}`).toHaveProperty("409");
    }
  });
});
