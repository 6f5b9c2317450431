import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { html, HTML_CODE_MAX } from "./schema";
import { HtmlRender } from "./render";

const base = { id: "m1", type: "html", html_code: '<div class="widget"><b>Live</b></div>' };

describe("html module schema", () => {
  it("requires the code (000 §5 required fields)", () => {
    expect(issuesOf(html.schema, { ...base, html_code: "  " })).toEqual([{ path: "html_code", message: "required" }]);
    expect(issuesOf(html.schema, { id: "m1", type: "html" })).toEqual([{ path: "html_code", message: "required" }]);
  });

  it("accepts code up to its limit", () => {
    expect(issuesOf(html.schema, { ...base, html_code: "x".repeat(HTML_CODE_MAX) })).toEqual([]);
    expect(issuesOf(html.schema, { ...base, html_code: "x".repeat(HTML_CODE_MAX + 1) })).toEqual([{ path: "html_code", message: "too_long" }]);
  });

  it("renders the editor's code unchanged", async () => {
    const out = await renderHtml(HtmlRender({ module: html.schema.parse(base), ctx: renderContext() }));
    expect(out).toContain('<div class="widget"><b>Live</b></div>');
  });
});
