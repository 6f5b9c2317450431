import path from "node:path";
import { describe, expect, it } from "vitest";
import { DASHBOARD_ROUTE, readClientManifests } from "../../../scripts/client-manifests";
import { chunkCode, hasEditorMarker } from "../../helpers/editor-chunks";

// Reads the production build (NEXT_DIST_DIR or .next); without one there is nothing to check.
// That no visitor route loads editor code is tests/unit/editor/editor-chunks.test.ts's job.
const manifests = readClientManifests();

describe.skipIf(!manifests)("the dashboard in the production build", () => {
  it("builds the list and change pages, and the change form carries the editor's field controls", () => {
    const dashboard = (manifests ?? []).filter((entry) => entry.route.startsWith(DASHBOARD_ROUTE));
    expect(dashboard.map((entry) => entry.route)).toEqual(expect.arrayContaining([
      path.join(DASHBOARD_ROUTE, "dashboard", "[key]"),
      path.join(DASHBOARD_ROUTE, "dashboard", "[key]", "[id]"),
    ]));
    const change = dashboard.find((entry) => entry.route.endsWith("[id]"))!;
    expect(change.chunks.some((chunk) => hasEditorMarker(chunkCode(chunk)))).toBe(true);
  });
});
