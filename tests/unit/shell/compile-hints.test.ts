import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { eagerScripts } from "../../../scripts/client-manifests";
import { buildFolder } from "../../../scripts/launch";

// Reads the production build (NEXT_DIST_DIR or .next); without one there is nothing to check.
const dist = buildFolder();
const manifestFile = path.join(dist, "build-manifest.json");
const HINT = "//# allFunctionsCalledOnLoad\n";

describe.skipIf(!existsSync(manifestFile))("eager compilation of the framework's and the editor's scripts (production build)", () => {
  const { framework, editor } = eagerScripts(dist);

  it("every script each page loads first, and every script of the editor's own, starts with V8's compile hint, in the copy a browser gets too", () => {
    expect(framework.length).toBeGreaterThan(2);
    expect(editor.length).toBeGreaterThan(2);
    for (const script of [...framework, ...editor]) {
      expect(readFileSync(script, "utf8").startsWith(HINT), script).toBe(true);
      // The server sends the Brotli copy to browsers (scripts/compress-static.ts): made after the hint.
      if (existsSync(`${script}.br`)) expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString("utf8").startsWith(HINT), `${script}.br`).toBe(true);
    }
  });

  it("no other script carries it: the visitors' own are compiled as their functions are called", () => {
    const chunks = path.join(dist, "static", "chunks");
    const hinted = readdirSync(chunks).filter((name) => name.endsWith(".js") && readFileSync(path.join(chunks, name), "utf8").startsWith(HINT));
    expect(hinted.sort()).toEqual([...framework, ...editor].map((script) => path.basename(script)).sort());
  });
});
