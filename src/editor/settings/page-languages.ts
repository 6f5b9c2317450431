import type { PageSettings } from "@schemas/api/editor";
import { LOCALES, type Locale } from "@schemas/rules/localized";

// Apart from the settings form's values (settings-values.ts): the editor's bar reads these
// when it opens, and the form's helpers would bring react-hook-form and the page schema along.

/** The languages whose content is still missing, the editor's language first. */
export function missingLanguages(settings: Pick<PageSettings, "has_content">, lang: Locale): Locale[] {
  return [lang, ...LOCALES.filter((other) => other !== lang)].filter((code) => !settings.has_content[code]);
}

/** Where the other language's page is edited, or null when it has no translation yet. */
export const editUrl = (settings: Pick<PageSettings, "urls">, lang: Locale) => {
  const url = settings.urls[lang];
  return url ? `${url}?edit` : null;
};
