import { describe, expect, it } from "vitest";
import { searchHref } from "./search-url";

describe("searchHref", () => {
  it("goes to the search route with the trimmed text as q", () => {
    expect(searchHref("de", "/de/besuch", "  Monet & Co ")).toBe("/de/search?q=Monet%20%26%20Co");
    expect(searchHref("en", "/en", "garden")).toBe("/en/search?q=garden");
  });

  it("keeps the current category and starts again at page 1", () => {
    expect(searchHref("de", "/de/search/events/3", "Nacht")).toBe("/de/search/events/1?q=Nacht");
    expect(searchHref("en", "/en/search/others", "x")).toBe("/en/search/others/1?q=x");
    expect(searchHref("de", "/de/search", "x")).toBe("/de/search?q=x");
    expect(searchHref("de", "/de/searchlight/a", "x")).toBe("/de/search?q=x");
    expect(searchHref("de", "/de/kalender", "x")).toBe("/de/search?q=x");
  });

  it("submits nothing for blank text", () => {
    expect(searchHref("de", "/de", "")).toBeNull();
    expect(searchHref("de", "/de", "   ")).toBeNull();
  });
});
