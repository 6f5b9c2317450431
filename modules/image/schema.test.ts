import { describe, expect, it } from "vitest";
import { fieldErrors } from "@schemas/rules/messages";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { image } from "./schema";
import { ImageRender } from "./render";

const picture = { src: "/media/hall", width: 1600, height: 900, alt: "Die große Halle" };
const base = { id: "m1", type: "image", image: picture };

describe("image module schema", () => {
  it("accepts an image and defaults to its original format", () => {
    expect(image.schema.parse(base).format).toBe("original");
  });

  it("requires the image (000 §5 required fields)", () => {
    const result = image.schema.safeParse({ id: "m1", type: "image" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error, "de")).toEqual({ image: ["Dieses Feld ist ein Pflichtfeld!"] });
  });

  it("refuses an image outside the media folder", () => {
    expect(issuesOf(image.schema, { ...base, image: { ...picture, src: "https://evil.example/x" } })).toEqual([
      { path: "image.src", message: "invalid" },
    ]);
  });

  it("offers only the listed image formats", () => {
    expect(issuesOf(image.schema, { ...base, format: "panorama" })).toEqual([]);
    expect(issuesOf(image.schema, { ...base, format: "circle" })).toEqual([{ path: "format", message: "invalid_choice" }]);
  });
});

describe("image renderer", () => {
  it("renders a figure with alt text, caption and credit", async () => {
    const module = image.schema.parse({ ...base, caption: "Blick in die Halle", credit: "Foto: A. Muster" });
    const html = await renderHtml(ImageRender({ module, ctx: renderContext() }));
    expect(html).toMatch(/^<figure/);
    expect(html).toContain('alt="Die große Halle"');
    expect(html).toContain("<figcaption");
    expect(html).toContain("Foto: A. Muster");
  });
});
