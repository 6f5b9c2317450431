import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
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

/**
 * Presses the footer's "Cookie settings" until `dialog` shows: a press before the page has
 * hydrated does nothing, as for a visitor on a slow machine, who presses again.
 */
export async function reopenFromFooter(opener: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
