import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { link } from "./schema";
import { LinkRender } from "./render";

const base = { id: "m1", type: "link", link_text: "Tickets", link: "/de/tickets", extra_class: "primary" };

describe("link module schema", () => {
  it("accepts site paths, anchors, mail and http links", () => {
    for (const target of ["/de/tickets", "#anfahrt", "mailto:info@museum.example", "https://example.org/x"]) {
      expect(issuesOf(link.schema, { ...base, link: target })).toEqual([]);
    }
  });

  it("requires the link text and the link (000 §5 required fields)", () => {
    const issues = issuesOf(link.schema, { ...base, link_text: " ", link: "" });
    expect(issues[0]).toEqual({ path: "link_text", message: "required" });
    expect(issues).toContainEqual({ path: "link", message: "required" });
  });

  it("refuses a link target that is no URL or path", () => {
    expect(issuesOf(link.schema, { ...base, link: "javascript:alert(1)" })).toEqual([{ path: "link", message: "invalid_url" }]);
  });

  it("requires a link style and refuses unknown ones (000 §5: extra_class for some modules)", () => {
    const { extra_class: _omit, ...withoutStyle } = base;
    expect(issuesOf(link.schema, withoutStyle)).toEqual([{ path: "extra_class", message: "required" }]);
    expect(issuesOf(link.schema, { ...base, extra_class: "huge" })).toEqual([{ path: "extra_class", message: "invalid_choice" }]);
    expect(issuesOf(link.schema, { ...base, extra_class: "arrow" })).toEqual([]);
  });

  it("offers a manual option to open in a new window (000 §5), off by default", () => {
    expect(link.schema.parse(base).new_window).toBe(false);
    expect(link.schema.parse({ ...base, new_window: true }).new_window).toBe(true);
    expect(issuesOf(link.schema, { ...base, new_window: "yes" })).toHaveLength(1);
  });
});

describe("link renderer", () => {
  const render = (value: object, lang: "de" | "en" = "en") =>
    renderHtml(LinkRender({ module: link.schema.parse({ ...base, ...value }), ctx: renderContext(lang) }));

  it("opens a site link in the same tab", async () => {
    const html = await render({});
    expect(html).toContain('href="/de/tickets"');
    expect(html).not.toContain("_blank");
  });

  it("opens an external link in a new tab with noopener and a spoken hint", async () => {
    const html = await render({ link: "https://shop.example.org" });
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain("(opens in a new tab)");
  });

  it("opens a site link in a new tab when the editor asks for it", async () => {
    const html = await render({ new_window: true }, "de");
    expect(html).toContain('target="_blank"');
    expect(html).toContain("(öffnet in einem neuen Tab)");
  });
});
