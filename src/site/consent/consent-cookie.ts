import { CONSENT_CATEGORIES, isServiceId, serviceById, type ConsentCategory, type ServiceId } from "@/contracts/consent-services";

/**
 * The visitor's consent, kept in one first-party cookie that the embeds' gates and the cookie
 * manager share. A cookie that does not parse counts as no consent at all: the parser is
 * strict (known categories and services only, no extra keys), so a tampered or outdated cookie
 * simply asks the visitor again. Every page's JavaScript reads it, and even zod/mini brings
 * zod's core (about 30 kB gzip) into every page, so this one small shape is checked by hand.
 */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
/** Dispatched on window after every change, so all gates on the page update at once. */
export const CONSENT_CHANGE_EVENT = "consentchange";

export interface Consent {
  v: 1;
  categories: ConsentCategory[];
  services: ServiceId[];
  /** Set once the visitor decided in the cookie manager; without it consent is "the default". */
  chosen?: true;
}

const CONSENT_KEYS = new Set(["v", "categories", "services", "chosen"]);
const isCategory = (value: unknown): value is ConsentCategory => (CONSENT_CATEGORIES as readonly unknown[]).includes(value);
const isService = (value: unknown): value is ServiceId => typeof value === "string" && isServiceId(value);

/** The value as a consent when it is exactly one (known keys, categories and services), else null. */
function asConsent(value: unknown): Consent | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!Object.keys(record).every((key) => CONSENT_KEYS.has(key))) return null;
  const { v, categories, services, chosen } = record;
  if (v !== 1 || !Array.isArray(categories) || !categories.every(isCategory) || !Array.isArray(services) || !services.every(isService)) return null;
  if (chosen !== undefined && chosen !== true) return null;
  return chosen ? { v, categories, services, chosen } : { v, categories, services };
}

/** The consent in a cookie value (URI-encoded JSON), or null when missing or unparsable. */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  try {
    return asConsent(JSON.parse(decodeURIComponent(value)));
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

/** True while the visitor has not decided in the cookie manager (single embeds do not count). */
export const isDefaultConsent = (consent: Consent | null): boolean => consent?.chosen !== true;

/** The consent with one more service allowed (categories, other services and choice kept). */
export function grantService(consent: Consent | null, service: ServiceId): Consent {
  const base: Consent = consent ?? { v: 1, categories: [], services: [] };
  return base.services.includes(service) ? base : { ...base, services: [...base.services, service] };
}

/**
 * The consent saved from the cookie manager: the switched-on categories plus "required", in a
 * stable order. Single services allowed earlier are dropped: the manager's switches are the
 * visitor's latest word, and a category that is on covers its services anyway.
 */
export function chosenConsent(categories: readonly ConsentCategory[]): Consent {
  const on = new Set<ConsentCategory>(["required", ...categories]);
  return { v: 1, categories: CONSENT_CATEGORIES.filter((category) => on.has(category)), services: [], chosen: true };
}

export const acceptAllConsent = (): Consent => chosenConsent(CONSENT_CATEGORIES);

/** A `document.cookie` assignment: one year, whole site, sent on top-level navigations. */
export function consentCookieString(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
