import { describe, expect, it } from "vitest";
import { dismissCookieString, isDismissed } from "./alert-cookie";

describe("alert dismissal cookie", () => {
  it("matches only the id it holds", () => {
    expect(isDismissed("a=1; top-alert-noeku=7; b=2", 7)).toBe(true);
    expect(isDismissed("top-alert-noeku=7", 8)).toBe(false);
    expect(isDismissed("top-alert-noeku=17", 7)).toBe(false);
    expect(isDismissed("", 7)).toBe(false);
  });

  it("is written for the whole site, secure on https", () => {
    expect(dismissCookieString(7, false)).toBe("top-alert-noeku=7; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(dismissCookieString(7, true)).toMatch(/; Secure$/);
  });
});
