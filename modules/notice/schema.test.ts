import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { sectionSearchText } from "../search-text";
import { notice } from "./schema";
import { NoticeRender } from "./render";

const base = { id: "n1", type: "notice", title: "Saal 4 geschlossen", content: "Wegen Umbau bis 12. März." };

describe("notice module schema", () => {
  it("requires the text and takes the info tone by default", () => {
    expect(notice.schema.parse(base).tone).toBe("info");
    expect(issuesOf(notice.schema, { ...base, content: " " })).toEqual([{ path: "content", message: "required" }]);
    expect(issuesOf(notice.schema, { ...base, content: "a".repeat(DESCRIPTION_MAX + 1) })).toEqual([{ path: "content", message: "too_long" }]);
    expect(issuesOf(notice.schema, { ...base, tone: "loud" })).toEqual([{ path: "tone", message: "invalid_choice" }]);
  });

  it("gives its title and text to site search, not its tone", () => {
    const module = notice.schema.parse({ ...base, tone: "important" });
    expect(sectionSearchText({ columns: [{ children: [module] }] })).toBe("Saal 4 geschlossen\nWegen Umbau bis 12. März.");
  });
});

describe("notice renderer", () => {
  it("is a note that says its tone in words, in the page language", async () => {
    const module = notice.schema.parse({ ...base, tone: "important", content: "Erster Absatz.\n\nZweiter Absatz." });
    const de = await renderHtml(NoticeRender({ module, ctx: renderContext("de") }));
    expect(de).toMatch(/^<div role="note"[^>]*><p[^>]*>Wichtig<\/p><p[^>]*>Saal 4 geschlossen<\/p><p[^>]*>Erster Absatz.<\/p><p[^>]*>Zweiter Absatz.<\/p><\/div>$/);
    expect(await renderHtml(NoticeRender({ module: { ...module, tone: "info" }, ctx: renderContext("en") }))).toContain(">Note</p>");
  });

  it("escapes markup and leaves out a missing title", async () => {
    const module = notice.schema.parse({ id: "n2", type: "notice", content: "<b>x</b>" });
    const html = await renderHtml(NoticeRender({ module, ctx: renderContext() }));
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(html.match(/<p/g)).toHaveLength(2);
  });
});
