import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { renderContext, renderHtml } from "../../tests/helpers/render-context";
import { faq } from "./schema";
import { FaqRender } from "./render";

const item = { question: "Wann ist geöffnet?", answer: "<p>Dienstag bis Sonntag, 10 bis 18 Uhr.</p>" };
const base = { id: "m1", type: "faq", anchor: "faq", children: [item] };

describe("faq module schema", () => {
  it("accepts questions with rich-text answers", () => {
    expect(issuesOf(faq.schema, base)).toEqual([]);
  });

  it("requires question and answer of every item (000 §5 required fields)", () => {
    expect(issuesOf(faq.schema, { ...base, children: [item, { question: " ", answer: "" }] })).toEqual([
      { path: "children.1.question", message: "required" },
      { path: "children.1.answer", message: "required" },
    ]);
  });

  it("keeps each answer within the description limit", () => {
    const long = { ...item, answer: "a".repeat(DESCRIPTION_MAX + 1) };
    expect(issuesOf(faq.schema, { ...base, children: [long] })).toEqual([{ path: "children.0.answer", message: "too_long" }]);
  });

  it("refuses an anchor that cannot be an id", () => {
    expect(issuesOf(faq.schema, { ...base, anchor: "häufige fragen" })).toEqual([{ path: "anchor", message: "invalid" }]);
  });
});

describe("faq renderer", () => {
  it("renders closed disclosure widgets with sanitised answers", async () => {
    const children = [item, { question: "Gibt es Führungen?", answer: '<p onclick="x()">Ja<script>alert(1)</script></p>' }];
    const html = await renderHtml(FaqRender({ module: faq.schema.parse({ ...base, children }), ctx: renderContext() }));
    expect(html).toContain('id="faq"');
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(/<summary[^>]*>Wann ist geöffnet\?<\/summary>/);
    expect(html).toContain("<p>Ja</p>");
    expect(html).not.toContain("script");
    expect(html).not.toContain("onclick");
  });
});
