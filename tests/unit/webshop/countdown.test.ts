import { describe, expect, it } from "vitest";
import { clockDuration, crossedThreshold, formatClock, remainingSeconds } from "@/site/webshop/countdown";

describe("the reservation countdown", () => {
  const expires = "2026-11-21T12:15:00Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts whole seconds down to the hold's end and stops at zero", () => {
    expect(remainingSeconds(expires, at("2026-11-21T12:00:00Z"))).toBe(900);
    expect(remainingSeconds(expires, at("2026-11-21T12:14:59.200Z"))).toBe(1);
    expect(remainingSeconds(expires, at("2026-11-21T12:15:00Z"))).toBe(0);
    expect(remainingSeconds(expires, at("2026-11-21T13:00:00Z"))).toBe(0);
  });

  it("shows minutes and seconds, and the same as an ISO duration", () => {
    expect(formatClock(900)).toBe("15:00");
    expect(formatClock(845)).toBe("14:05");
    expect(formatClock(9)).toBe("0:09");
    expect(formatClock(-3)).toBe("0:00");
    expect(clockDuration(845)).toBe("PT14M5S");
  });

  it("speaks only when a threshold is crossed, not every second", () => {
    expect(crossedThreshold(601, 600)).toBe(10);
    expect(crossedThreshold(600, 599)).toBeNull();
    expect(crossedThreshold(400, 399)).toBeNull();
    expect(crossedThreshold(301, 300)).toBe(5);
    expect(crossedThreshold(61, 60)).toBe(1);
    // A tab asleep from 11 to 1.5 minutes left: the lowest threshold reached.
    expect(crossedThreshold(660, 90)).toBe(2);
    // Zero is the expired state, not an announcement.
    expect(crossedThreshold(30, 0)).toBeNull();
  });
});
