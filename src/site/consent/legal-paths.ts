import { LOCALES, type Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";

/** The terms, privacy and imprint pages (000 §9: the cookie manager stays away from them). */
const LEGAL_ROUTES = ["legals-agb", "legals-privacy", "legals-imprint"] as const;

/** Their paths in every language, from the route table, e.g. "/en/impressum". */
export const LEGAL_PATHS: readonly string[] = LOCALES.flatMap((lang) => LEGAL_ROUTES.map((route) => routePath(route, lang)));

export const privacyPath = (lang: Locale) => routePath("legals-privacy", lang);
