import { describe, expect, it } from "vitest";
import { decide, editRewrite } from "@/server/http/proxy-rules";

const state = { isSiteOnline: true, redirects: new Map<string, string>() };
const at = (path: string) => new URL(path, "http://localhost");

describe("edit mode rewrite", () => {
  it("rewrites ?edit on CMS pages to the edit route when a session cookie is there, keeping the query", () => {
    expect(editRewrite(at("/de/besuch/anfahrt?edit"), true)).toBe("/de/edit-mode/besuch/anfahrt?edit");
    expect(editRewrite(at("/en?edit="), true)).toBe("/en/edit-mode?edit=");
    expect(editRewrite(at("/de/agb?edit&v=3"), true)).toBe("/de/edit-mode/agb?edit&v=3");
    expect(decide({ url: at("/de/besuch?edit"), hasSession: true, state })).toEqual({ kind: "edit", location: "/de/edit-mode/besuch?edit" });
  });

  it("sends an editor's ?v= version preview to the edit route too, the visitor's cached page knows no versions", () => {
    expect(editRewrite(at("/de/besuch?v=7"), true)).toBe("/de/edit-mode/besuch?v=7");
    expect(editRewrite(at("/de/besuch?v=7"), false)).toBeNull();
    expect(editRewrite(at("/de/kalender?v=7"), true)).toBeNull();
  });

  it("sends ?edit without a session cookie to the edit route too, which asks for a login; the plain page stays the visitor's", () => {
    expect(editRewrite(at("/de/besuch?edit"), false)).toBe("/de/edit-mode/besuch?edit");
    expect(decide({ url: at("/de/besuch?edit"), hasSession: false, state })).toEqual({ kind: "edit", location: "/de/edit-mode/besuch?edit" });
    expect(decide({ url: at("/de/besuch"), hasSession: false, state })).toEqual({ kind: "next" });
    expect(editRewrite(at("/de/kalender?edit"), false)).toBeNull();
  });

  it("leaves pages without ?edit and the table's own routes alone", () => {
    expect(editRewrite(at("/de/besuch"), true)).toBeNull();
    expect(editRewrite(at("/de/kalender?edit"), true)).toBeNull();
  });

  it("rewrites ?edit on entity detail pages, whose own sections are edited; ?v= stays a CMS page's", () => {
    expect(editRewrite(at("/de/stories/a-story/4?edit"), true)).toBe("/de/edit-mode/stories/a-story/4?edit");
    expect(editRewrite(at("/en/kalender/a-concert/12?edit"), true)).toBe("/en/edit-mode/kalender/a-concert/12?edit");
    for (const path of ["/de/programme/p/3", "/de/series/s/2", "/de/venues/v/1", "/en/team/anna/7"]) expect(editRewrite(at(`${path}?edit`), true)).toBe(`${path.slice(0, 3)}/edit-mode${path.slice(3)}?edit`);
    expect(editRewrite(at("/de/kalender/a-concert/12?v=3"), true)).toBeNull();
    expect(editRewrite(at("/de/kalender/a-concert/12?edit"), false)).toBe("/de/edit-mode/kalender/a-concert/12?edit");
    expect(editRewrite(at("/de/stories/tags?edit"), true)).toBeNull();
  });

  it("answers the edit route asked for directly with the 404 page", () => {
    expect(decide({ url: at("/de/edit-mode/besuch"), hasSession: true, state })).toEqual({ kind: "not-found", lang: "de" });
    expect(decide({ url: at("/en/edit-mode"), hasSession: false, state })).toEqual({ kind: "not-found", lang: "en" });
  });
});
