import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { quote } from "./schema";
import { QuoteRender } from "./render";

const base = { id: "m1", type: "quote", content: "Kunst ist schön, macht aber viel Arbeit.", author: "Karl Valentin" };

describe("quote module schema", () => {
  it("requires the content (000 §5 required fields)", () => {
    expect(issuesOf(quote.schema, base)).toEqual([]);
    expect(issuesOf(quote.schema, { ...base, content: "\n " })).toEqual([{ path: "content", message: "required" }]);
  });

  it("keeps the quote within the description limit", () => {
    expect(issuesOf(quote.schema, { ...base, content: "a".repeat(DESCRIPTION_MAX + 1) })).toEqual([{ path: "content", message: "too_long" }]);
  });
});

describe("quote renderer", () => {
  it("renders a figure with blockquote paragraphs and the author as caption", async () => {
    const module = quote.schema.parse({ ...base, content: "Erster Absatz.\n\nZweiter Absatz." });
    const html = await renderHtml(QuoteRender({ module, ctx: renderContext() }));
    expect(html).toMatch(/^<figure[^>]*><blockquote[^>]*><p>Erster Absatz.<\/p><p>Zweiter Absatz.<\/p><\/blockquote><figcaption[^>]*>Karl Valentin<\/figcaption><\/figure>$/);
  });

  it("escapes markup in the quote", async () => {
    const module = quote.schema.parse({ ...base, content: "<script>x</script>" });
    expect(await renderHtml(QuoteRender({ module, ctx: renderContext() }))).toContain("&lt;script&gt;");
  });
});
