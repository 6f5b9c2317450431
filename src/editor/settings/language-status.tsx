"use client";
import type { PageSettings } from "@schemas/api/editor";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { editUrl, missingLanguages } from "./settings-values";
import { languageAdjective, languageName, settingsText } from "./texts";
import styles from "./settings.module.css";

/**
 * Which language's content is still missing, with a link to the edit page of
 * the other language: to copy from it, or to write the missing one.
 */
export function LanguageStatus({ lang, settings }: { lang: Locale; settings: Pick<PageSettings, "has_content" | "urls"> }) {
  const missing = missingLanguages(settings, lang);
  const other = LOCALES.find((code) => code !== lang) ?? lang;
  const otherUrl = editUrl(settings, other);
  return (
    <div className={styles.languageStatus} role="group" aria-label={settingsText(lang, "language_status")} data-missing-languages={missing.join(" ")}>
      {missing.length === 0 ? <span>{settingsText(lang, "content_complete")}</span> : (
        missing.map((code) => <span key={code} className={styles.missing}>{settingsText(lang, "content_missing", { language: languageName(lang, code) })}</span>)
      )}
      {otherUrl && <a href={otherUrl} hrefLang={other}>{settingsText(lang, "edit_language", { language: languageAdjective(lang, other) })}</a>}
    </div>
  );
}
