import type { BrowserContext, Page } from "@playwright/test";
import { EARLY_ATTRIBUTE } from "@/site/consent/visibility";
import { acceptAllConsent, CONSENT_COOKIE, serializeConsent, type Consent } from "@/site/consent/consent-cookie";

/**
 * Stores a consent decision before the first page load, so the cookie manager stays closed:
 * for browser tests about something else (header, footer, pages) that the manager would cover.
 * Default: "Accept all".
 */
export async function giveConsent(context: BrowserContext, baseURL: string, consent: Consent = acceptAllConsent()): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consent), url: baseURL, sameSite: "Lax" }]);
}

/**
 * The cookie manager, `name` its title, once the site's scripts run it: on a first visit the
 * page's inline code shows it sooner, inert and not modal, before its buttons work.
 */
export const cookieManager = (page: Page, name: string) => page.getByRole("dialog", { name }).and(page.locator(`:not([${EARLY_ATTRIBUTE}])`));
