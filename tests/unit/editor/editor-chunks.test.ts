import { describe, expect, it } from "vitest";
import { EDIT_ROUTE, editOnlyChunks, isEditorArea, readClientManifests } from "../../../scripts/client-manifests";
import { builtClassNames, chunkCode, editorOnlyClassNames, hasEditorMarker, isEditorSource } from "../../helpers/editor-chunks";

// Reads the production build (NEXT_DIST_DIR or .next); without one there is nothing to check.
const manifests = readClientManifests();

describe.skipIf(!manifests)("no editor code for visitors (production build)", () => {
  const all = manifests ?? [];
  const visitorRoutes = all.filter((entry) => !isEditorArea(entry.route));

  it("the edit route is built, and the editor's code sits in chunks only it loads", () => {
    const edit = all.find((entry) => entry.route === EDIT_ROUTE);
    expect(edit?.modules.some(isEditorSource)).toBe(true);
    expect(visitorRoutes.length).toBeGreaterThan(5);
    // The markers are found where the editor is, so their absence elsewhere means something.
    expect(editOnlyChunks(all).some((chunk) => hasEditorMarker(chunkCode(chunk)))).toBe(true);
  });

  it("no other route's client modules come from src/editor", () => {
    const offenders = visitorRoutes.flatMap((entry) => entry.modules.filter(isEditorSource).map((file) => `${entry.route}: ${file}`));
    expect(offenders).toEqual([]);
  });

  it("no visitor route's pages carry the editor's styles", () => {
    const editorOnly = editorOnlyClassNames();
    const edit = all.find((entry) => entry.route === EDIT_ROUTE);
    // The edit route carries them, so their absence elsewhere means something.
    expect([...builtClassNames(edit?.css ?? "")].filter((name) => editorOnly.has(name)).length).toBeGreaterThan(10);
    const offenders = visitorRoutes.flatMap((entry) =>
      [...builtClassNames(entry.css)].filter((name) => editorOnly.has(name)).map((name) => `${entry.route}: .${name}`));
    expect(offenders).toEqual([]);
  });

  it("no chunk a visitor route loads holds editor code", () => {
    const chunks = [...new Set(visitorRoutes.flatMap((entry) => entry.chunks))];
    expect(chunks.filter((chunk) => hasEditorMarker(chunkCode(chunk)))).toEqual([]);
  });
});
