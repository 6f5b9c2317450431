import { describe, expect, it } from "vitest";
import { fieldErrors } from "@schemas/rules/messages";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { imageList } from "./schema";
import { ImageListRender } from "./render";

const picture = (name: string) => ({ src: `/media/${name}`, width: 960, height: 640, alt: `Werk ${name}` });
const base = { id: "m1", type: "image_list", format: "grid", children: [{ image: picture("a") }, { image: picture("b"), caption: "Zweites" }] };

describe("image list module schema", () => {
  it("accepts images with optional captions", () => {
    expect(issuesOf(imageList.schema, base)).toEqual([]);
  });

  it("requires the image of every item (000 §5 required fields)", () => {
    const result = imageList.schema.safeParse({ ...base, children: [{ image: picture("a") }, { caption: "ohne Bild" }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error, "en")).toEqual({ "children.1.image": ["This field is required!"] });
  });

  it("offers slider, grid and masonry only", () => {
    expect(imageList.schema.parse({ ...base, format: undefined }).format).toBe("slider");
    expect(issuesOf(imageList.schema, { ...base, format: "carousel" })).toEqual([{ path: "format", message: "invalid_choice" }]);
  });
});

describe("image list renderer", () => {
  const render = (value: object, lang: "de" | "en" = "de") =>
    renderHtml(ImageListRender({ module: imageList.schema.parse({ ...base, ...value }), ctx: renderContext(lang) }));

  it("renders grid and masonry as a list of figures without a slider", async () => {
    const html = await render({ format: "masonry" });
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('alt="Werk b"');
    expect(html).not.toContain("swiper");
  });

  it("renders the slider with translated buttons", async () => {
    const de = await render({ format: "slider" });
    expect(de).toContain("swiper");
    expect(de).toMatch(/<button[^>]*>.*zurück<\/button>/);
    expect(de).toMatch(/<button[^>]*>weiter/);
    const en = await render({ format: "slider" }, "en");
    expect(en).toMatch(/<button[^>]*>.*previous<\/button>/);
    expect(en).toMatch(/<button[^>]*>next/);
  });

  it("renders nothing for an empty list", async () => {
    expect(await render({ children: [] })).toBe("");
  });
});
