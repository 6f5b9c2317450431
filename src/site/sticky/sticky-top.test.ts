import { describe, expect, it } from "vitest";
import { coveredBottom, lengthPx, revealBy, stickyTop } from "./sticky-top";

describe("sticky top heights", () => {
  it("reads rem against the root font size and px as they are", () => {
    expect(lengthPx("4.5rem", 16)).toBe(72);
    expect(lengthPx("4.5rem", 32)).toBe(144);
    expect(lengthPx(" 12px", 16)).toBe(12);
    expect(lengthPx("", 16)).toBe(0);
  });

  it("counts the bar at full height until the header has shrunk, plus the other sticky parts", () => {
    expect(stickyTop({ others: 0, bar: 153, shrink: 72, scrolled: false })).toEqual({ current: 153, scrolled: 81 });
    expect(stickyTop({ others: 50, bar: 153, shrink: 72, scrolled: true })).toEqual({ current: 131, scrolled: 131 });
    expect(stickyTop({ others: 0, bar: 80, shrink: 0, scrolled: true })).toEqual({ current: 80, scrolled: 80 });
  });

  it("scrolls up just enough to show an element with its focus ring below the sticky parts", () => {
    expect(revealBy(40, 81)).toBe(-49);
    expect(revealBy(85, 81)).toBe(-4);
    expect(revealBy(89, 81)).toBe(0);
    expect(revealBy(500, 81)).toBe(0);
  });

  it("finds how far the sticky parts cover the window, whatever their order in the document", () => {
    // The editor's header (first in the document) sticks below the site header's bar.
    expect(coveredBottom([{ top: 73, bottom: 391 }, { top: -50, bottom: 148 }])).toBe(391);
    expect(coveredBottom([{ top: 0, bottom: 81 }])).toBe(81);
    // A part further down the page that does not touch them covers nothing more.
    expect(coveredBottom([{ top: 0, bottom: 81 }, { top: 300, bottom: 360 }])).toBe(81);
    expect(coveredBottom([])).toBe(0);
  });
});
