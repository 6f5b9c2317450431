import { describe, expect, it } from "vitest";
import { embedUrlSchema } from "@schemas/rules/embeds";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { viewer } from "./schema";
import { ViewerRender } from "./render";

const base = { id: "m1", type: "viewer", embed: "https://issuu.com/museum/docs/jahresbericht-2025" };

describe("viewer module schema", () => {
  it("requires the embed (000 §5 required fields)", () => {
    expect(issuesOf(viewer.schema, { ...base, embed: " " })[0]).toEqual({ path: "embed", message: "required" });
    expect(issuesOf(viewer.schema, { id: "m1", type: "viewer" })).toEqual([{ path: "embed", message: "required" }]);
  });

  it("accepts issuu in the current rule set", () => {
    expect(issuesOf(viewer.schema, base)).toEqual([]);
  });

  it("refuses an unlisted domain on the embed field", () => {
    expect(issuesOf(viewer.schema, { ...base, embed: "https://calameo.com/read/123" })).toEqual([{ path: "embed", message: "domain_not_allowed" }]);
  });

  it.each(["https://sketchfab.com/3d-models/x-0123456789abcdef0123456789abcdef", "https://my.matterport.com/show/?m=SxQL3iGyoDo"])(
    "allows %s only in the legacy rule set",
    (url) => {
      expect(embedUrlSchema("viewer", "legacy").safeParse(url).success).toBe(true);
      const current = embedUrlSchema("viewer", "current").safeParse(url);
      expect(current.error?.issues.map((issue) => issue.message)).toEqual(["domain_not_allowed"]);
    },
  );

  it("keeps issuu in the legacy rule set", () => {
    expect(embedUrlSchema("viewer", "legacy").safeParse(base.embed).success).toBe(true);
  });

  it("offers document, 3d and tour only", () => {
    expect(viewer.schema.parse(base).media_type).toBe("document");
    expect(issuesOf(viewer.schema, { ...base, media_type: "3d" })).toEqual([]);
    expect(issuesOf(viewer.schema, { ...base, media_type: "vr" })).toEqual([{ path: "media_type", message: "invalid_choice" }]);
  });
});

describe("viewer renderer", () => {
  it("sends the consent placeholder in a box of the document's shape", async () => {
    const html = await renderHtml(ViewerRender({ module: viewer.schema.parse(base), ctx: renderContext("de") }));
    expect(html).toContain("Issuu erlauben");
    expect(html).toContain("aspect-ratio:3 / 2");
    expect(html).not.toContain("<iframe");
  });
});
