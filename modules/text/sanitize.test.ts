import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("keeps the allowed markup", () => {
    const html = '<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em><br></p><ul><li>a</li></ul><blockquote>z</blockquote>';
    expect(sanitizeRichText(html)).toBe('<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em><br /></p><ul><li>a</li></ul><blockquote>z</blockquote>');
  });

  it("removes scripts, event handlers and styles", () => {
    const out = sanitizeRichText('<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>');
    expect(out).toBe("<p>Hi</p>");
  });

  it("drops javascript: and protocol-relative links but keeps site paths", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="/de/besuch">x</a>')).toBe('<a href="/de/besuch">x</a>');
  });

  it("forces rel=noopener on links that open a new tab", () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.org" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow noopener">x</a>',
    );
  });

  it("turns b and i into strong and em", () => {
    expect(sanitizeRichText("<b>a</b><i>b</i>")).toBe("<strong>a</strong><em>b</em>");
  });
});
