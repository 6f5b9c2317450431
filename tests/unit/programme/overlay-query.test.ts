import { describe, expect, it } from "vitest";
import { hasOverlayFlag, isEventPage, withoutOverlayFlag } from "@/site/overlay/overlay-query";

describe("event overlay query flag and button visibility", () => {
  it("opens only on overlay=true", () => {
    expect(hasOverlayFlag("?overlay=true")).toBe(true);
    expect(hasOverlayFlag("?date=01-05-2030&overlay=true")).toBe(true);
    expect(hasOverlayFlag("?overlay=false")).toBe(false);
    expect(hasOverlayFlag("")).toBe(false);
  });
  it("removes the flag and keeps the rest of the URL", () => {
    expect(withoutOverlayFlag("/de/kalender", "?room=3&overlay=true&date=01-05-2030", "#x")).toBe("/de/kalender?room=3&date=01-05-2030#x");
    expect(withoutOverlayFlag("/en", "?overlay=true")).toBe("/en");
  });
  it("counts the event list and event details as event pages, nothing else", () => {
    expect(isEventPage("/de/kalender")).toBe(true);
    expect(isEventPage("/en/kalender/konzert/12")).toBe(true);
    expect(isEventPage("/de/programme")).toBe(false);
    expect(isEventPage("/de")).toBe(false);
    expect(isEventPage("/de/besuch")).toBe(false);
  });
});
