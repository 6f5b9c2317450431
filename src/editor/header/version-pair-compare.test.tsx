import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageVersionListItem } from "@schemas/api/editor";
import { EditorActionsContext, type EditorActionsValue } from "../editor-context";
import { VersionPairCompare } from "./version-pair-compare";

const version = (id: number, over: Partial<PageVersionListItem> = {}): PageVersionListItem => ({
  id, created_at: `2026-11-2${id}T10:00:00Z`, author: { id: 1, username: "anna" }, is_current: false, languages: ["de"], label: null, published: false, ...over,
});
const versions = [version(4, { is_current: true }), version(3, { label: "Dritte Fassung" }), version(2), version(1, { label: "Erste Fassung" })];

const render = (lang: "de" | "en") => renderToStaticMarkup(
  <EditorActionsContext.Provider value={{ lang, pageId: 7, api: async () => ({}) } as unknown as EditorActionsValue}>
    <VersionPairCompare versions={versions} />
  </EditorActionsContext.Provider>,
);

describe("the pickers that compare any two versions", () => {
  it("name each version as the list does and start at the one before the current and the current one", () => {
    const html = render("de");
    expect(html).toContain("<legend>Zwei Versionen vergleichen</legend>");
    const [from, to] = html.split("<select").slice(1);
    expect(from).toContain('<option value="3" selected="">Dritte Fassung · 23.11.2026, 11:00:00 · anna</option>');
    expect(from).toContain('<option value="2">Automatisch gespeichert · 22.11.2026, 11:00:00 · anna</option>');
    expect(to).toContain('<option value="4" selected="">Automatisch gespeichert · 24.11.2026, 11:00:00 · anna · Aktuell</option>');
    expect(html).toMatch(/<span>Von Version<\/span><select/);
    expect(html).toMatch(/<span>Zu Version<\/span><select/);
    expect(html).toContain('<button type="submit"');
  });

  it("speak English to an English editor", () => {
    const html = render("en");
    expect(html).toContain("From version");
    expect(html).toContain(">Compare the two</button>");
    expect(html).toContain("Erste Fassung · ");
  });
});
