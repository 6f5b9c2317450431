import type { PageSettings } from "@schemas/api/editor";
import { LOCALES, type Locale } from "@schemas/rules/localized";

// Read by the editor's bar when it opens; apart from settings-values.ts, whose form helpers
// bring react-hook-form, which the editor loads with its first form.

/** The languages whose content is still missing, the editor's language first. */
export function missingLanguages(settings: Pick<PageSettings, "has_content">, lang: Locale): Locale[] {
  return [lang, ...LOCALES.filter((other) => other !== lang)].filter((code) => !settings.has_content[code]);
}

/** Where the other language's page is edited, or null when it has no translation yet. */
export const editUrl = (settings: Pick<PageSettings, "urls">, lang: Locale) => {
  const url = settings.urls[lang];
  return url ? `${url}?edit` : null;
};
