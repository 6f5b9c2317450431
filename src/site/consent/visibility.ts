import { isDefaultConsent, type Consent } from "./consent-cookie";

/**
 * Set by the page's inline code (cookie-manager.tsx) on a first visit, when it shows the
 * manager before the scripts have run: inert and not modal then, as its buttons do nothing
 * yet and the page must stay usable if the scripts never run.
 */
export const EARLY_ATTRIBUTE = "data-shown-early";

/**
 * When the cookie manager opens by itself (000 §9): on every page while the visitor has not
 * decided, except the legal pages (terms, privacy, imprint), which must stay readable before
 * a decision. Leaving a legal page re-evaluates the rule, so the manager comes back there.
 */
export function isLegalPath(pathname: string, legalPaths: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return legalPaths.includes(path);
}

export function shouldAutoOpen(pathname: string, consent: Consent | null, legalPaths: readonly string[]): boolean {
  return isDefaultConsent(consent) && !isLegalPath(pathname, legalPaths);
}
