import { CONSENT_CHANGE_EVENT, consentCookieString, readConsent, type Consent } from "./consent-cookie";
import { cookiesToDelete, expireCookieStrings } from "./cookie-cleanup";

/**
 * Browser side of the consent: read and write the cookie and tell every gate and the cookie
 * manager about it through the window event "consentchange". Call only in the browser.
 */
export const currentConsent = (): Consent | null => readConsent(document.cookie);

const announce = () => window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));

export function saveConsent(consent: Consent): void {
  document.cookie = consentCookieString(consent, location.protocol === "https:");
  announce();
}

/** Removes the consent cookie and the other non-required cookies in reach; consent is the default again. */
export function deleteCookies(): void {
  for (const name of cookiesToDelete(document.cookie)) {
    for (const assignment of expireCookieStrings(name, location.hostname, location.pathname)) document.cookie = assignment;
  }
  announce();
}

