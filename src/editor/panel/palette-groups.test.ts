import { describe, expect, it } from "vitest";
import { toolbarModules } from "@modules/registry";
import { matchesQuery, PALETTE_GROUP_OF, PALETTE_GROUPS, paletteGroups } from "./palette-groups";

const types = (groups: ReturnType<typeof paletteGroups>) => groups.flatMap((entry) => entry.kinds.map((kind) => kind.type));

describe("the palette's groups", () => {
  it("put every toolbar module kind in exactly one group, and nothing else", () => {
    const toolbarTypes = toolbarModules.map((definition) => definition.type).sort();
    expect(Object.keys(PALETTE_GROUP_OF).sort()).toEqual(toolbarTypes);
    const grouped = types(paletteGroups(toolbarModules, "de", ""));
    expect([...grouped].sort()).toEqual(toolbarTypes);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("show the groups in palette order, none of them empty without a query", () => {
    expect(paletteGroups(toolbarModules, "en", "").map((entry) => entry.group)).toEqual([...PALETTE_GROUPS]);
  });
});

describe("the palette's search", () => {
  const kind = { type: "quote", label: { de: "Zitat", en: "Quote" }, description: { de: "Ein Zitat mit Autor·in", en: "A quotation with its author" } };

  it("finds by label and by description in the page language, ignoring case and accents", () => {
    expect(matchesQuery(kind, "de", "zitat")).toBe(true);
    expect(matchesQuery(kind, "de", "autor")).toBe(true);
    expect(matchesQuery(kind, "en", "quotation author")).toBe(true);
    expect(matchesQuery(kind, "en", "Zitat")).toBe(false);
    expect(matchesQuery({ ...kind, label: { de: "Überschrift", en: "Headline" } }, "de", "uberschrift")).toBe(true);
  });

  it("leaves the quote kind alone for \"Zitat\" and nothing for a word no kind has", () => {
    expect(types(paletteGroups(toolbarModules, "de", "Zitat"))).toEqual(["quote"]);
    expect(types(paletteGroups(toolbarModules, "en", "quote"))).toEqual(["quote"]);
    expect(paletteGroups(toolbarModules, "de", "Xylophon")).toEqual([]);
  });

  it("treats a blank query as no filter", () => {
    expect(types(paletteGroups(toolbarModules, "de", "   "))).toHaveLength(toolbarModules.length);
  });
});
