import { describe, expect, it } from "vitest";
import { languageSwitchPath, matchRoute, pathLocale, routeAlternates, routePath, ROUTE_NAMES, ROUTES } from "./routes";

describe("routePath", () => {
  it("builds the localised path of a route with its parameters", () => {
    expect(routePath("home", "de")).toBe("/de");
    expect(routePath("calendar", "en")).toBe("/en/kalender");
    expect(routePath("event", "de", { slug: "sommerfest", id: 12 })).toBe("/de/kalender/sommerfest/12");
    expect(routePath("form", "de", { slug: "anmeldung", id: 3 })).toBe("/de/formular/anmeldung/3");
    expect(routePath("form", "en", { slug: "registration", id: 3 })).toBe("/en/form/registration/3");
    expect(routePath("magazine-category", "en", { category: "essays", id: 4 })).toBe("/en/stories/categories/essays/4");
  });

  it("leaves out missing optional parameters and encodes values", () => {
    expect(routePath("search", "de")).toBe("/de/search");
    expect(routePath("search", "de", { category: "events" })).toBe("/de/search/events");
    expect(routePath("search", "en", { category: "events", page: 2 })).toBe("/en/search/events/2");
    expect(routePath("search", "en", { page: 2 })).toBe("/en/search");
    expect(routePath("magazine-tag", "de", { tag: "Kunst & Natur", id: 1 })).toBe("/de/stories/tags/Kunst%20%26%20Natur/1");
  });

  it("refuses a missing required parameter at run time too", () => {
    expect(() => routePath("event", "de", { slug: "x" } as never)).toThrow(/id/);
  });
});

describe("matchRoute", () => {
  it("names the route of a path and its parameters", () => {
    expect(matchRoute("/de")).toEqual({ name: "home", lang: "de", params: {} });
    expect(matchRoute("/en/")).toEqual({ name: "home", lang: "en", params: {} });
    expect(matchRoute("/de/kalender/sommerfest/12")).toEqual({ name: "event", lang: "de", params: { slug: "sommerfest", id: "12" } });
    expect(matchRoute("/de/formular/anmeldung/3")?.name).toBe("form");
    expect(matchRoute("/en/form/registration/3")?.name).toBe("form");
    expect(matchRoute("/de/impressum")?.name).toBe("legals-imprint");
    expect(matchRoute("/en/404")?.name).toBe("404");
    expect(matchRoute("/de/user/settings?tab=1")?.name).toBe("user-settings");
  });

  it("prefers fixed segments over parameters", () => {
    expect(matchRoute("/de/stories/tags")?.name).toBe("magazine-tags");
    expect(matchRoute("/de/stories/tags/kunst/5")).toEqual({ name: "magazine-tag", lang: "de", params: { tag: "kunst", id: "5" } });
    expect(matchRoute("/de/stories/categories/essays/4")?.name).toBe("magazine-category");
    expect(matchRoute("/de/stories/ein-text/9")?.name).toBe("article");
  });

  it("takes the optional search parameters one by one", () => {
    expect(matchRoute("/de/search")).toEqual({ name: "search", lang: "de", params: {} });
    expect(matchRoute("/de/search/events")?.params).toEqual({ category: "events" });
    expect(matchRoute("/en/search/events/3")?.params).toEqual({ category: "events", page: "3" });
    expect(matchRoute("/en/search/events/drei")).toBeNull();
    expect(matchRoute("/en/search/events/3/4")).toBeNull();
  });

  it("decodes parameters and refuses malformed ones", () => {
    expect(matchRoute("/de/stories/tags/Kunst%20%26%20Natur/1")?.params.tag).toBe("Kunst & Natur");
    expect(matchRoute("/de/kalender/sommerfest/abc")).toBeNull();
    expect(matchRoute("/de/kalender/sommerfest/0")).toBeNull();
    expect(matchRoute("/de/kalender/%E0%A4%A/1")).toBeNull();
  });

  it("knows nothing of CMS pages, other languages and the other language's patterns", () => {
    expect(matchRoute("/de/besuch/anfahrt")).toBeNull();
    expect(matchRoute("/fr/kalender")).toBeNull();
    expect(matchRoute("/webshop")).toBeNull();
    expect(matchRoute("/en/formular/anmeldung/3")).toBeNull();
    expect(matchRoute("/de/form/anmeldung/3")).toBeNull();
  });

  it("round-trips every route of the table in both languages", () => {
    const sample = { slug: "s", id: 7, category: "c", tag: "t", page: 2 };
    for (const name of ROUTE_NAMES) {
      for (const lang of ["de", "en"] as const) {
        const path = routePath(name, lang, sample as never);
        expect(matchRoute(path), `${name} ${lang} ${path}`).toMatchObject({ name, lang });
      }
    }
    expect(Object.keys(ROUTES)).toContain("cms-hub");
  });
});

describe("languageSwitchPath", () => {
  it("leads to the same route in the other language", () => {
    expect(languageSwitchPath("/de/formular/anmeldung/3", "en")).toBe("/en/form/anmeldung/3");
    expect(languageSwitchPath("/en/form/registration/3", "de")).toBe("/de/formular/registration/3");
    expect(languageSwitchPath("/de/kalender", "en")).toBe("/en/kalender");
    expect(languageSwitchPath("/en/search/events/2", "de")).toBe("/de/search/events/2");
    expect(languageSwitchPath("/de/datenschutz", "en")).toBe("/en/datenschutz");
    expect(languageSwitchPath("/en", "de")).toBe("/de");
  });

  it("falls back to the other language's home for pages the table does not know", () => {
    expect(languageSwitchPath("/de/besuch/anfahrt", "en")).toBe("/en");
    expect(languageSwitchPath("/webshop/cart", "en")).toBe("/en");
  });
});

describe("routeAlternates and pathLocale", () => {
  it("lists canonical and hreflang paths from the table", () => {
    expect(routeAlternates("form", "en", { slug: "x", id: 1 })).toEqual({
      canonical: "/en/form/x/1",
      languages: { de: "/de/formular/x/1", en: "/en/form/x/1", "x-default": "/de/formular/x/1" },
    });
  });

  it("reads the language prefix", () => {
    expect(pathLocale("/en/visit")).toBe("en");
    expect(pathLocale("/de")).toBe("de");
    expect(pathLocale("/webshop")).toBeNull();
  });
});
