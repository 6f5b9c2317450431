import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { RouteLoading } from "@/site/skeletons/route-loading";
import { routeSkeleton } from "@/site/skeletons/route-skeleton";

/** All the text a skeleton holds: no fake content, only its status line. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("loading skeletons of the visitor routes", () => {
  it("give the home page its hero shape, CMS and legal pages, events, people, articles, venues and series a detail page", () => {
    expect(routeSkeleton("/en")).toEqual({ shape: "home", lang: "en" });
    for (const path of ["/de/besuch/anfahrt", "/de/impressum", "/de/kalender/fuehrung/12", "/en/team/anna/3", "/de/stories/ein-fluss/1", "/de/venues/halle/2", "/de/series/reihe/4"]) {
      expect(routeSkeleton(path), path).toEqual({ shape: "detail", lang: path.slice(1, 3) });
    }
  });

  it("give the ensemble and the magazine (its categories and tags too) a card list, the calendar event rows", () => {
    for (const path of ["/de/team", "/en/stories", "/de/stories/categories/musik/2", "/de/stories/tags", "/de/stories/tags/kunst/5"]) {
      expect(routeSkeleton(path)?.shape, path).toBe("list");
    }
    expect(routeSkeleton("/de/kalender")?.shape).toBe("events");
  });

  it("give none where the page shows its own placeholders or lies outside the languages", () => {
    for (const path of ["/de/programme", "/de/formular/gruppe/3", "/de/search", "/de/user/login", "/webshop/", "/dashboard"]) {
      expect(routeSkeleton(path), path).toBeNull();
    }
  });

  it("hold no text but a status line, mark the area busy and hide the shapes; only the home page has no page header", () => {
    const html = renderToString(<RouteLoading shape="list" text="Wird geladen …" />);
    expect(html).toMatch(/<p role="status" class="visually-hidden">Wird geladen …<\/p>/);
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/aria-hidden="true"/g)?.length).toBe(2);
    expect(textOf(html)).toBe("Wird geladen …");
    expect(renderToString(<RouteLoading shape="home" text="Loading …" />).match(/aria-hidden="true"/g)?.length).toBe(1);
  });

  it("stop the shimmer for visitors who ask for reduced motion", () => {
    const css = readFileSync(path.join(__dirname, "../../../src/site/skeletons/skeletons.module.css"), "utf8");
    const shimmering = /^(.*)\{[^}]*animation: shimmer/m.exec(css)?.[1]?.split(",").map((name) => name.trim()) ?? [];
    const reduced = /prefers-reduced-motion: reduce\) \{ (.*) \{ animation: none; \} \}/.exec(css)?.[1]?.split(",").map((name) => name.trim()) ?? [];
    expect(shimmering.length).toBeGreaterThan(5);
    expect(reduced).toEqual(shimmering);
  });
});
