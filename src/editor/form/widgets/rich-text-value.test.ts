import { describe, expect, it } from "vitest";
import { isAllowedHref, linkAttributes, normalizeRichText } from "./rich-text-value";

describe("rich text values", () => {
  it("stores tiptap's empty document as an empty string, so 'required' applies", () => {
    expect(normalizeRichText("<p></p>")).toBe("");
    expect(normalizeRichText(" <p></p><p> </p> ")).toBe("");
    expect(normalizeRichText("<p>Hallo</p>")).toBe("<p>Hallo</p>");
  });

  it("opens a link in a new window only when the editor asks for it", () => {
    expect(linkAttributes({ href: " https://example.org ", newWindow: false })).toEqual({ href: "https://example.org", target: null, rel: null });
    expect(linkAttributes({ href: "/de/besuch", newWindow: true })).toEqual({ href: "/de/besuch", target: "_blank", rel: "noopener noreferrer" });
  });

  it("accepts web, mail, phone, site and anchor addresses and refuses scripts", () => {
    for (const href of ["https://museum.test/a", "http://x.de", "mailto:info@museum.test", "tel:+49 30 123", "/en/visit", "#top"]) expect(isAllowedHref(href)).toBe(true);
    for (const href of ["", "javascript:alert(1)", "//evil.test", "ftp://x", "data:text/html,x"]) expect(isAllowedHref(href)).toBe(false);
  });
});
