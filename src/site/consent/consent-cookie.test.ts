import { describe, expect, it } from "vitest";
import { consentCookieString, grantService, hasConsent, parseConsent, readConsent, serializeConsent, type Consent } from "./consent-cookie";

const consent: Consent = { v: 1, categories: ["required"], services: ["vimeo"] };

describe("consent cookie", () => {
  it("reads back what it writes", () => {
    expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(readConsent(`csrftoken=abc; cookie_consent=${serializeConsent(consent)}; sessionid=x`)).toEqual(consent);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not JSON", "yes"],
    ["broken encoding", "%E0%A4%A"],
    ["wrong version", encodeURIComponent(JSON.stringify({ v: 2, categories: [], services: ["youtube"] }))],
    ["wrong shape", encodeURIComponent(JSON.stringify({ v: 1, services: "youtube" }))],
  ])("treats a %s cookie as no consent", (_, value) => {
    expect(parseConsent(value)).toBeNull();
    expect(hasConsent(parseConsent(value), "youtube")).toBe(false);
  });

  it("finds no consent when the cookie is absent", () => {
    expect(readConsent("csrftoken=abc; other_cookie_consent=x")).toBeNull();
  });

  it("allows a service named in the cookie or through its whole category", () => {
    expect(hasConsent(consent, "vimeo")).toBe(true);
    expect(hasConsent(consent, "youtube")).toBe(false);
    expect(hasConsent({ ...consent, categories: ["external_media"] }, "youtube")).toBe(true);
  });

  it("adds one service and keeps the rest", () => {
    const granted = grantService(consent, "youtube");
    expect(granted).toEqual({ v: 1, categories: ["required"], services: ["vimeo", "youtube"] });
    expect(grantService(granted, "youtube")).toEqual(granted);
    expect(grantService(null, "spotify")).toEqual({ v: 1, categories: [], services: ["spotify"] });
  });

  it("writes a one-year, site-wide, SameSite=Lax cookie", () => {
    const cookie = consentCookieString(consent, false);
    expect(cookie).toMatch(/^cookie_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(consentCookieString(consent, true)).toMatch(/; Secure$/);
  });
});
