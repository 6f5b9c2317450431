"use client";
import type { PageSettings } from "@schemas/api/editor";
import type { Locale } from "@schemas/rules/localized";
import { otherLanguage } from "../header/language-link";
import { editUrl, missingLanguages } from "./page-languages";
import { languageName, settingsText } from "./texts";
import styles from "./settings.module.css";

/**
 * Which language's content is still missing, with a link to the edit page of the other
 * language: to copy from it, or to write the missing one. `compact` is the bar's language
 * switch: a missing language shows by its code ("DE leer"), the link by the other language's
 * code; the full sentences stay what a screen reader reads and what the tooltips show.
 */
export function LanguageStatus({ lang, settings, compact = false }: { lang: Locale; settings: Pick<PageSettings, "has_content" | "urls">; compact?: boolean }) {
  const missing = missingLanguages(settings, lang);
  const other = otherLanguage(lang);
  const otherUrl = editUrl(settings, other.code);
  const short = (text: string, visible: string) => (compact ? <><span aria-hidden="true">{visible}</span><span className="visually-hidden">{text}</span></> : text);
  return (
    <div className={styles.languageStatus} role="group" aria-label={settingsText(lang, "language_status")} data-missing-languages={missing.join(" ")}
      data-compact={compact || undefined}>
      {missing.length === 0 ? <span className={compact ? "visually-hidden" : undefined}>{settingsText(lang, "content_complete")}</span> : missing.map((code) => {
        const sentence = settingsText(lang, "content_missing", { language: languageName(lang, code) });
        return <span key={code} className={styles.missing} title={compact ? sentence : undefined}>{short(sentence, settingsText(lang, "content_missing_short", { code: code.toUpperCase() }))}</span>;
      })}
      {otherUrl && (
        <a href={otherUrl} hrefLang={other.code} title={compact ? other.name : undefined}>
          {compact ? <>{other.code.toUpperCase()}<span className="visually-hidden"> {other.name}</span></> : other.name}
        </a>
      )}
    </div>
  );
}
