import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import HomeOrPageLoading from "@/app/[lang]/(site)/[[...slug]]/loading";
import TeamLoading from "@/app/[lang]/(site)/team/loading";
import StoriesLoading from "@/app/[lang]/(site)/stories/loading";
import VenueLoading from "@/app/[lang]/(site)/venues/[slug]/[id]/loading";
import SeriesLoading from "@/app/[lang]/(site)/series/[slug]/[id]/loading";
import CalendarLoading from "@/app/[lang]/(site)/kalender/loading";

// The loading UI learns the language and the page from the route, as in the browser.
const route = vi.hoisted(() => ({ params: { lang: "de" } as { lang: string; slug?: string[] } }));
vi.mock("next/navigation", () => ({ useParams: () => route.params }));

/** All the text a skeleton holds: no fake content, only its status line. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("loading skeletons of the visitor routes", () => {
  beforeEach(() => { route.params = { lang: "de" }; });

  it("show the home page's hero shape at the language root and a page's header and text elsewhere", () => {
    route.params = { lang: "en" };
    const home = renderToString(<HomeOrPageLoading />);
    expect(home).toContain('data-route-loading="home"');
    expect(home).toContain('data-skeleton="home"');
    route.params = { lang: "en", slug: ["visit"] };
    const page = renderToString(<HomeOrPageLoading />);
    expect(page).toContain('data-route-loading="detail"');
  });

  it("give ensemble and magazine a card list, venue and series a detail page, the calendar event rows", () => {
    expect(renderToString(<TeamLoading />)).toContain('data-skeleton="list"');
    expect(renderToString(<StoriesLoading />)).toContain('data-skeleton="list"');
    expect(renderToString(<VenueLoading />)).toContain('data-skeleton="detail"');
    expect(renderToString(<SeriesLoading />)).toContain('data-skeleton="detail"');
    expect(renderToString(<CalendarLoading />)).toContain('data-skeleton="events"');
  });

  it("hold no text but a status line 'Wird geladen' or 'Loading', mark the area busy and hide the shapes", () => {
    for (const [lang, text] of [["de", "Wird geladen …"], ["en", "Loading …"]] as const) {
      route.params = { lang, slug: ["x"] };
      const html = renderToString(<TeamLoading />);
      expect(html).toMatch(new RegExp(`<p role="status" class="visually-hidden">${text}</p>`));
      expect(html).toContain('aria-busy="true"');
      expect(html.match(/aria-hidden="true"/g)?.length).toBe(2);
      expect(textOf(html)).toBe(text);
    }
  });

  it("stop the shimmer for visitors who ask for reduced motion", () => {
    const css = readFileSync(path.join(__dirname, "../../../src/site/skeletons/skeletons.module.css"), "utf8");
    const shimmering = /^(.*)\{[^}]*animation: shimmer/m.exec(css)?.[1]?.split(",").map((name) => name.trim()) ?? [];
    const reduced = /prefers-reduced-motion: reduce\) \{ (.*) \{ animation: none; \} \}/.exec(css)?.[1]?.split(",").map((name) => name.trim()) ?? [];
    expect(shimmering.length).toBeGreaterThan(5);
    expect(reduced).toEqual(shimmering);
  });
});
