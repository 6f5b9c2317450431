import { z } from "zod";
import { serviceById, type ServiceId } from "./services";

/**
 * The visitor's consent, kept in one first-party cookie that the embeds' gates and the later
 * cookie manager share. A cookie that does not parse counts as no consent at all.
 */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
/** Dispatched on window after every change, so all gates on the page update at once. */
export const CONSENT_CHANGE_EVENT = "consentchange";

export const consentSchema = z.object({
  v: z.literal(1),
  categories: z.array(z.string()),
  services: z.array(z.string()),
});
export type Consent = z.infer<typeof consentSchema>;

/** The consent in a cookie value (URI-encoded JSON), or null when missing or unparsable. */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  try {
    const parsed = consentSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The consent in a Cookie header or `document.cookie`. */
export function readConsent(cookies: string): Consent | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.split("=");
    if (name?.trim() === CONSENT_COOKIE) return parseConsent(rest.join("=").trim());
  }
  return null;
}

export const serializeConsent = (consent: Consent) => encodeURIComponent(JSON.stringify(consent));

/** True when the visitor allowed this service, by name or through its whole category. */
export function hasConsent(consent: Consent | null, service: ServiceId): boolean {
  if (!consent) return false;
  return consent.services.includes(service) || consent.categories.includes(serviceById(service).category);
}

/** The consent with one more service allowed (categories and other services kept). */
export function grantService(consent: Consent | null, service: ServiceId): Consent {
  const base = consent ?? { v: 1, categories: [], services: [] };
  return base.services.includes(service) ? base : { ...base, services: [...base.services, service] };
}

/** A `document.cookie` assignment: one year, whole site, sent on top-level navigations. */
export function consentCookieString(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
