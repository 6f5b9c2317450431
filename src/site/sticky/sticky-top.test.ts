import { describe, expect, it } from "vitest";
import { lengthPx, revealBy, stickyTop } from "./sticky-top";

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
});
