import { describe, expect, it } from "vitest";
import { HASH_SCROLL, PROGRESS } from "./constants";
import { hashTarget, scrollTopFor } from "./hash-scroll";
import { isClientNavigation } from "./navigation-click";
import { matchedLevels, shouldResetScroll } from "./scroll-reset";
import { detectSupportIssue } from "./support";

describe("constants of 000 §9", () => {
  it("keeps the spec's timings", () => {
    expect(HASH_SCROLL).toEqual({ delayMs: 1000, intervalMs: 250, maxTries: 100, offsetPx: 130 });
    expect(PROGRESS).toEqual({ throttleMs: 200, durationMs: 5000, hideMs: 500 });
  });
});

describe("hash scroll", () => {
  it("reads the target id from the hash, decoded", () => {
    expect(hashTarget("#preise")).toBe("preise");
    expect(hashTarget("#%C3%B6ffnungszeiten")).toBe("öffnungszeiten");
    expect(hashTarget("#%E0%A4")).toBe("%E0%A4");
    expect(hashTarget("#")).toBeNull();
    expect(hashTarget("")).toBeNull();
  });

  it("puts the target 130 px below the top, never above the page start", () => {
    expect(scrollTopFor(500, 1000)).toBe(1370);
    expect(scrollTopFor(50, 0)).toBe(0);
  });
});

describe("scroll reset", () => {
  it("resets single-level routes", () => {
    for (const path of ["/de", "/de/besuch", "/en/visit/directions/parking", "/de/kalender/konzert/12", "/en/stories/some-story/4"]) {
      expect(shouldResetScroll(path), path).toBe(true);
    }
  });

  it("keeps the position inside nested routes (magazine lists, search pages)", () => {
    expect(matchedLevels("/de/stories/categories/sammlung/3")).toBe(2);
    expect(matchedLevels("/en/stories/tags")).toBe(2);
    expect(shouldResetScroll("/de/search/events/2")).toBe(false);
    expect(matchedLevels("/de/search")).toBe(1);
    expect(matchedLevels("/de/stories-archiv")).toBe(1);
  });
});

describe("progress bar trigger", () => {
  const here = "https://museum.example/de/besuch?x=1";
  const click = { href: "/de/kalender", target: "", download: false, button: 0, modified: false };

  it("starts for a plain click to another page of the site", () => {
    expect(isClientNavigation(click, here)).toBe(true);
    expect(isClientNavigation({ ...click, href: "/de/besuch?x=2" }, here)).toBe(true);
  });

  it("does not start for hash links, new tabs, downloads, other sites or modified clicks", () => {
    expect(isClientNavigation({ ...click, href: "/de/besuch?x=1#preise" }, here)).toBe(false);
    expect(isClientNavigation({ ...click, target: "_blank" }, here)).toBe(false);
    expect(isClientNavigation({ ...click, download: true }, here)).toBe(false);
    expect(isClientNavigation({ ...click, href: "https://example.org/" }, here)).toBe(false);
    expect(isClientNavigation({ ...click, modified: true }, here)).toBe(false);
    expect(isClientNavigation({ ...click, button: 1 }, here)).toBe(false);
  });
});

describe("browser and device notice", () => {
  const capable = { features: true, deviceMemory: 8, hardwareConcurrency: 8, effectiveType: "4g", saveData: false };

  it("stays quiet on a capable device", () => {
    expect(detectSupportIssue(capable)).toBeNull();
    // Browsers that do not report memory or connection are not suspicious for that.
    expect(detectSupportIssue({ features: true })).toBeNull();
  });

  it("names the most pressing issue", () => {
    expect(detectSupportIssue({ ...capable, features: false, saveData: true })).toBe("unsupported");
    expect(detectSupportIssue({ ...capable, saveData: true })).toBe("low_bandwidth");
    expect(detectSupportIssue({ ...capable, effectiveType: "2g" })).toBe("low_bandwidth");
    expect(detectSupportIssue({ ...capable, effectiveType: "slow-2g" })).toBe("low_bandwidth");
    expect(detectSupportIssue({ ...capable, effectiveType: "3g" })).toBeNull();
    expect(detectSupportIssue({ ...capable, deviceMemory: 1 })).toBe("weak_hardware");
    expect(detectSupportIssue({ ...capable, hardwareConcurrency: 1 })).toBe("weak_hardware");
    expect(detectSupportIssue({ ...capable, deviceMemory: 2, hardwareConcurrency: 2 })).toBeNull();
  });
});
