import { describe, expect, it } from "vitest";
import {
  acceptAllConsent,
  chosenConsent,
  consentCookieString,
  grantService,
  hasConsent,
  isDefaultConsent,
  parseConsent,
  readConsent,
  serializeConsent,
  type Consent,
} from "./consent-cookie";

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
    ["unknown category", encodeURIComponent(JSON.stringify({ v: 1, categories: ["everything"], services: [] }))],
    ["unknown service", encodeURIComponent(JSON.stringify({ v: 1, categories: [], services: ["youtube", "evil"] }))],
    ["extra key", encodeURIComponent(JSON.stringify({ v: 1, categories: [], services: [], admin: true }))],
    ["JSON null", encodeURIComponent("null")],
    ["JSON array", encodeURIComponent(JSON.stringify([1, [], []]))],
    ["chosen not true", encodeURIComponent(JSON.stringify({ v: 1, categories: ["required"], services: [], chosen: false }))],
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

  it("keeps the visitor's decision in the cookie", () => {
    const chosen = chosenConsent(["external_media"]);
    expect(parseConsent(serializeConsent(chosen))).toEqual(chosen);
    expect(chosen).toEqual({ v: 1, categories: ["required", "external_media"], services: [], chosen: true });
  });

  it("saves the manager's switches with required always on, in a stable order, once each", () => {
    expect(chosenConsent([]).categories).toEqual(["required"]);
    expect(chosenConsent(["marketing", "tracking", "marketing"]).categories).toEqual(["required", "tracking", "marketing"]);
    expect(acceptAllConsent()).toEqual({ v: 1, categories: ["required", "tracking", "external_media", "marketing"], services: [], chosen: true });
  });

  it("gates each service by its own category", () => {
    const media = chosenConsent(["external_media"]);
    expect(hasConsent(media, "vimeo")).toBe(true);
    expect(hasConsent(media, "google_analytics")).toBe(false);
    expect(hasConsent(chosenConsent(["tracking"]), "google_analytics")).toBe(true);
    expect(hasConsent(acceptAllConsent(), "linkedin_insight")).toBe(true);
  });

  it("counts consent as the default until the visitor decides in the manager", () => {
    expect(isDefaultConsent(null)).toBe(true);
    // A single embed allowed through its placeholder is not a decision about the categories.
    expect(isDefaultConsent(grantService(null, "youtube"))).toBe(true);
    expect(isDefaultConsent(chosenConsent([]))).toBe(false);
    expect(isDefaultConsent(grantService(acceptAllConsent(), "youtube"))).toBe(false);
  });
});
