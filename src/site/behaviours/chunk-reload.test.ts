import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload } from "./chunk-reload";

describe("chunk-load reload guard", () => {
  const now = 1_700_000_000_000;

  it("reloads when no reload was recorded", () => {
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload("", now)).toBe(true);
  });

  it("does not reload again within 60 s", () => {
    expect(mayReload(String(now - 1), now)).toBe(false);
    expect(mayReload(String(now - 59_999), now)).toBe(false);
  });

  it("reloads again once 60 s have passed", () => {
    expect(mayReload(String(now - 60_000), now)).toBe(true);
    expect(mayReload(String(now - 3_600_000), now)).toBe(true);
  });

  it("does not trust a stored time that is garbage or in the future", () => {
    expect(mayReload("yesterday", now)).toBe(true);
    expect(mayReload(String(now + 10_000), now)).toBe(true);
  });

  it.each([
    ["webpack's ChunkLoadError", Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" })],
    ["a CSS chunk", new Error("Loading CSS chunk app/layout failed")],
    ["Chromium's dynamic import", new TypeError("Failed to fetch dynamically imported module: https://museum.example/_next/static/chunks/a.js")],
    ["Firefox's dynamic import", new TypeError("error loading dynamically imported module")],
    ["Safari's dynamic import", new TypeError("Importing a module script failed.")],
    ["a plain object from a script element", { name: "ChunkLoadError", message: "Loading chunk x failed" }],
  ])("recognises %s", (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ["an ordinary error", new Error("Cannot read properties of undefined")],
    ["a failed API call", new TypeError("Failed to fetch")],
    ["a string", "Loading chunk 1 failed"],
    ["nothing", undefined],
  ])("ignores %s", (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
