import type { Locale } from "@schemas/rules/localized";
import { webshop as de } from "@/i18n/resources/de/webshop";
import { webshop as en } from "@/i18n/resources/en/webshop";
import type { WebshopTexts } from "./texts";

/**
 * The namespace "webshop" of one language as a plain object, untranslated placeholders
 * ("{{count}}") intact, to hand to the client components (no i18n library in the browser).
 */
export const webshopTexts = (lang: Locale): WebshopTexts => (lang === "de" ? de : en);
