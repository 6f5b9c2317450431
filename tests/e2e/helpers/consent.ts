import type { BrowserContext } from "@playwright/test";
import { acceptAllConsent, CONSENT_COOKIE, serializeConsent, type Consent } from "@/site/consent/consent-cookie";

/**
 * Stores a consent decision before the first page load, so the cookie manager stays closed:
 * for browser tests about something else (header, footer, pages) that the manager would cover.
 * Default: "Accept all".
 */
export async function giveConsent(context: BrowserContext, baseURL: string, consent: Consent = acceptAllConsent()): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consent), url: baseURL, sameSite: "Lax" }]);
}
