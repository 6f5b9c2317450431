import { describe, expect, it } from "vitest";
import { acceptAllConsent, chosenConsent, grantService } from "./consent-cookie";
import { LEGAL_PATHS } from "./legal-paths";
import { isLegalPath, shouldAutoOpen } from "./visibility";

describe("when the cookie manager opens by itself", () => {
  it("knows the three legal pages in both languages", () => {
    for (const lang of ["de", "en"]) {
      for (const slug of ["agb", "datenschutz", "impressum"]) expect(isLegalPath(`/${lang}/${slug}`, LEGAL_PATHS), slug).toBe(true);
    }
    expect(isLegalPath("/de/impressum/", LEGAL_PATHS)).toBe(true);
    expect(isLegalPath("/de/impressum-alt", LEGAL_PATHS)).toBe(false);
    expect(isLegalPath("/de/besuch/impressum", LEGAL_PATHS)).toBe(false);
    expect(isLegalPath("/de", LEGAL_PATHS)).toBe(false);
  });

  it("opens on ordinary pages while consent is the default", () => {
    expect(shouldAutoOpen("/de", null, LEGAL_PATHS)).toBe(true);
    expect(shouldAutoOpen("/en/visit", grantService(null, "youtube"), LEGAL_PATHS)).toBe(true);
  });

  it("stays closed on the legal pages, so they can be read before deciding", () => {
    expect(shouldAutoOpen("/de/datenschutz", null, LEGAL_PATHS)).toBe(false);
    expect(shouldAutoOpen("/en/agb", null, LEGAL_PATHS)).toBe(false);
  });

  it("stays closed everywhere once the visitor decided, whatever the decision", () => {
    expect(shouldAutoOpen("/de", chosenConsent([]), LEGAL_PATHS)).toBe(false);
    expect(shouldAutoOpen("/en/visit", acceptAllConsent(), LEGAL_PATHS)).toBe(false);
  });
});
