import { describe, expect, it, vi } from "vitest";
import { apply, headlineModule, idsOf, sectionWith, twoSections } from "../../helpers/editor-state";
import { touchedSections, toggleLoading } from "@/editor/state/touched";
import { needsRefresh } from "@/editor/state/refresh";
import { freshModule, freshSection, parseClipboard, sectionOf } from "@/editor/clipboard/clipboard";
import { createViewStore } from "@/editor/canvas/views";
import { emptySection, ensureInitialSection, initialSectionSlug } from "@/editor/canvas/initial-section-slug";
import { EditorApiError, type EditorApi } from "@/editor/api/editor-api";
import { persist } from "@/editor/api/persist";

const counter = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe("section loading (000 §4: tracked per section id)", () => {
  const state = twoSections();

  it("names the sections each change saves, both of a move across sections", () => {
    expect(touchedSections(state, { type: "move-module", id: "m1", section: "b", column: 0, position: 0 })).toEqual(["a", "b"]);
    expect(touchedSections(state, { type: "move-module", id: "m1", section: "a", column: 1, position: 0 })).toEqual(["a"]);
    expect(touchedSections(state, { type: "remove-module", id: "m4" })).toEqual(["b"]);
    expect(touchedSections(state, { type: "update-module", module: headlineModule("m3", "neu") })).toEqual(["a"]);
    expect(touchedSections(state, { type: "add-module", section: "b", column: 0, position: 0, module: headlineModule("x") })).toEqual(["b"]);
    expect(touchedSections(state, { type: "remove-section", id: "a" })).toEqual(["a"]);
    expect(touchedSections(state, { type: "remove-module", id: "nowhere" })).toEqual([]);
    const moved = apply(state, { type: "move-module", id: "m1", section: "b", column: 0, position: 0 });
    expect(touchedSections(moved, { type: "undo" })).toEqual(["a", "b"]);
  });

  it("toggles ids on and off; two saves of one section keep it busy until both answered", () => {
    const twice = toggleLoading(toggleLoading([], ["a"], true), ["a", "b"], true);
    expect(twice).toEqual(["a", "a", "b"]);
    const once = toggleLoading(twice, ["a", "b"], false);
    expect(once).toEqual(["a"]);
    expect(toggleLoading(once, ["a"], false)).toEqual([]);
    expect(toggleLoading([], ["x"], false)).toEqual([]);
  });

  it("refreshes the server rendering only for changes that alter it", () => {
    expect(needsRefresh({ type: "add-module", section: "a", column: 0, position: 0, module: headlineModule("x") })).toBe(true);
    expect(needsRefresh({ type: "update-module", module: headlineModule("m1") })).toBe(true);
    expect(needsRefresh({ type: "move-module", id: "m1", section: "b", column: 0, position: 0 })).toBe(false);
    expect(needsRefresh({ type: "remove-module", id: "m1" })).toBe(false);
    expect(needsRefresh({ type: "add-section", position: 0, section: emptySection("e") })).toBe(false);
    expect(needsRefresh({ type: "add-section", position: 0, section: sectionWith("p", "100", [["m9"]]) })).toBe(true);
  });
});

describe("memoisation: one change leaves the rest of the tree as it was", () => {
  it("keeps untouched sections and columns by reference, so memoised components skip them", () => {
    const state = twoSections();
    const removed = apply(state, { type: "remove-module", id: "m1" });
    expect(removed.sections[1]).toBe(state.sections[1]);
    expect(removed.sections[0]!.columns[1]).toBe(state.sections[0]!.columns[1]);
    expect(removed.sections[0]!.columns[0]!.children[0]).toBe(state.sections[0]!.columns[0]!.children[1]);
    const moved = apply(state, { type: "move-module", id: "m2", section: "a", column: 0, position: 0 });
    expect(moved.sections[1]).toBe(state.sections[1]);
    expect(moved.sections[0]!.columns[1]).toBe(state.sections[0]!.columns[1]);
  });
});

describe("clipboard", () => {
  it("reads back only what the registry accepts", () => {
    const module = headlineModule("m1", "Kopiert");
    expect(parseClipboard(JSON.stringify({ kind: "module", module }))).toEqual({ kind: "module", module });
    expect(parseClipboard(JSON.stringify({ kind: "section", section: sectionWith("s", "50-50", [["a"], []]) }))?.kind).toBe("section");
    expect(parseClipboard(null)).toBeNull();
    expect(parseClipboard("{not json")).toBeNull();
    expect(parseClipboard(JSON.stringify({ kind: "module", module: { id: "x", type: "no-such-module" } }))).toBeNull();
    expect(parseClipboard(JSON.stringify({ kind: "module", module: { id: "x", type: "headline", headline_level: 2, content: "" } }))).toBeNull();
    expect(parseClipboard(JSON.stringify({ kind: "section", section: sectionWith("s", "50-50", [["a"]]) }))).toBeNull();
  });

  it("gives pasted modules and sections new ids, keeping their content (images stay references)", () => {
    const image = { id: "i1", type: "image", image: { src: "/media/uploads/bild", alt: "Ein Bild", width: 800, height: 600 } };
    const section = { ...sectionWith("s", "50-50", [["a", "b"], ["c"]]), extra_class: "cc01" as const };
    const copy = freshSection(section, counter());
    expect(copy.id).toBe("new-1");
    expect(copy.columns.map((column) => column.children.map((module) => module.id))).toEqual([["new-2", "new-3"], ["new-4"]]);
    expect(copy.extra_class).toBe("cc01");
    expect(copy.columns[0]!.children[0]).toMatchObject({ type: "headline", content: "a" });
    expect(section.id).toBe("s");
    expect(freshModule(image as never, counter())).toEqual({ ...image, id: "new-1" });
    expect(sectionOf(headlineModule("m"), counter())).toEqual({ id: "new-1", type: "section", layout: "100", extra_class: "", columns: [{ children: [{ ...headlineModule("m"), id: "new-2" }] }] });
  });

  it("pastes into a column as an add-module the reducer places and persist saves as a module POST", async () => {
    const state = twoSections();
    const module = freshModule(headlineModule("m1"), counter());
    const pasted = apply(state, { type: "add-module", section: "b", column: 0, position: 1, module });
    expect(idsOf(pasted)).toEqual([[["m1", "m2"], ["m3"]], [["m4", "new-1"]]]);
    const api = vi.fn(async () => ({}));
    await persist(api as unknown as EditorApi, { content_type: "programme.event", object_id: 7 }, { type: "add-section", position: 2, section: emptySection("e") }, state);
    expect(api).toHaveBeenCalledWith("POST", "section/", { ...emptySection("e"), content_type: "programme.event", object_id: 7, position: 2 });
  });
});

describe("module views", () => {
  it("keeps a module's rendering while its content key is unchanged and tells only the changed one", () => {
    const store = createViewStore({ a: { key: "1", view: "A" }, b: { key: "1", view: "B" } });
    const heardA = vi.fn();
    const heardB = vi.fn();
    store.subscribe("a", heardA);
    const stopB = store.subscribe("b", heardB);
    store.set({ a: { key: "1", view: "A again" }, b: { key: "2", view: "B2" }, c: { key: "1", view: "C" } });
    expect(store.get("a")).toBe("A");
    expect(store.get("b")).toBe("B2");
    expect(store.get("c")).toBe("C");
    expect(heardA).not.toHaveBeenCalled();
    expect(heardB).toHaveBeenCalledTimes(1);
    stopB();
    store.set({ b: { key: "3", view: "B3" } });
    expect(heardB).toHaveBeenCalledTimes(1);
  });
});

describe("the initial section (000 §7: by-slug 404 creates it)", () => {
  const owner = { content_type: "cms.page" as const, object_id: 12 };

  it("is named by owner and language", () => {
    expect(initialSectionSlug(owner, "de")).toBe("initial-cms-page-12-de");
    expect(initialSectionSlug({ content_type: "programme.event", object_id: 3 }, "en")).toBe("initial-programme-event-3-en");
  });

  it("a 404 by slug creates it through add-section; one found is loaded; other errors go on", async () => {
    const slug = initialSectionSlug(owner, "de");
    const run = vi.fn(async () => undefined);
    const load = vi.fn();
    const missing = vi.fn(async () => { throw new EditorApiError(404, { detail: "section not found" }); });
    await ensureInitialSection(missing as unknown as EditorApi, slug, run, load);
    expect(missing).toHaveBeenCalledWith("GET", `container/by-slug/${slug}`);
    expect(run).toHaveBeenCalledWith({ type: "add-section", position: 0, section: emptySection(slug) });
    expect(load).not.toHaveBeenCalled();

    const found = vi.fn(async () => ({ ...emptySection(slug), slug, pk: 4, columns: [{ children: [], width: 12, classes: "col col-12" }] }));
    await ensureInitialSection(found as unknown as EditorApi, slug, run, load);
    expect(load).toHaveBeenCalledWith([emptySection(slug)]);
    expect(run).toHaveBeenCalledTimes(1);

    const broken = vi.fn(async () => { throw new EditorApiError(500, null); });
    await expect(ensureInitialSection(broken as unknown as EditorApi, slug, run, load)).rejects.toBeInstanceOf(EditorApiError);
  });
});
