import { describe, expect, it } from "vitest";
import { bookingStore } from "@/site/booking/open-store";

describe("booking store: one widget open at a time (001 §4)", () => {
  it("opening one closes the other, and a late close of the other changes nothing", () => {
    let changes = 0;
    const stop = bookingStore.subscribe(() => changes++);
    bookingStore.open("event-1");
    bookingStore.open("event-2");
    expect(bookingStore.current()).toBe("event-2");
    bookingStore.close("event-1");
    expect(bookingStore.current()).toBe("event-2");
    bookingStore.close("event-2");
    expect(bookingStore.current()).toBeNull();
    expect(changes).toBe(3);
    stop();
  });

  it("numbers each opening, so reopening the same widget refetches", () => {
    bookingStore.open("event-1");
    const first = bookingStore.sessionOf("event-1");
    expect(first).toBeGreaterThan(0);
    expect(bookingStore.sessionOf("event-2")).toBe(0);
    bookingStore.close("event-1");
    expect(bookingStore.sessionOf("event-1")).toBe(0);
    bookingStore.open("event-1");
    expect(bookingStore.sessionOf("event-1")).toBeGreaterThan(first);
    bookingStore.close("event-1");
  });
});
