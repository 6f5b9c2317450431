import { describe, expect, it } from "vitest";
import type { ContentModule } from "../state/types";
import { OUTLINE_TEXT_MAX, outlineText } from "./outline-text";

const headline = (content: string) => ({ id: "h", type: "headline", headline_level: 2, content }) as unknown as ContentModule;

describe("a module's text in the outline", () => {
  it("is its first searchable text, without markup", () => {
    expect(outlineText(headline("Von <em>Hand</em> gezogen"))).toBe("Von Hand gezogen");
  });

  it("is cut at a word when long", () => {
    const text = outlineText(headline("Eine sehr lange Überschrift, die weit über das Maß der Gliederung hinausgeht"));
    expect(text.endsWith(" …")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(OUTLINE_TEXT_MAX + 2);
    expect(text).toBe("Eine sehr lange Überschrift, die weit …");
  });
});
