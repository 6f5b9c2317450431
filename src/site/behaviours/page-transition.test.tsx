import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { PageTransition } from "./page-transition.client";

describe("page transitions", () => {
  it("lets the first page of a visit appear at once (no entry animation in the server HTML)", () => {
    const html = renderToString(<PageTransition><article><h1>Titel</h1></article></PageTransition>);
    expect(html).toMatch(/^<div class="[^"]*static[^"]*"><article>/);
    expect(html).not.toContain("enter");
  });

  it("staggers eleven steps from 0.32 s to 1.22 s, 30 px up, and stops for reduced motion", () => {
    const css = readFileSync(new URL("./page-transition.module.css", import.meta.url), "utf8");
    const delays = [...css.matchAll(/animation-delay: ([\d.]+)s/g)].map((match) => Number(match[1]));
    expect(delays).toHaveLength(11);
    expect(delays[0]).toBe(0.32);
    expect(delays[10]).toBe(1.22);
    expect(css).toContain("translateY(var(--page-enter-distance, 30px))");
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\s*\{\s*\.enter > \* > \* \{ animation: none; \}/);
  });
});
