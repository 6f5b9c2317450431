import { LOCALES, type Locale } from "@schemas/rules/localized";
import { languageSwitchPath } from "@/i18n/routes";
import { languageAdjective, settingsText } from "../settings/texts";
import styles from "./top-bar.module.css";

/** The other language's code and the full name of the link to edit it there ("Englische Seite bearbeiten"). */
export function otherLanguage(lang: Locale): { code: Locale; name: string } {
  const code = LOCALES.find((locale) => locale !== lang) ?? lang;
  return { code, name: settingsText(lang, "edit_language", { language: languageAdjective(lang, code) }) };
}

/**
 * The language switch of an entity's page (an event, a venue …): its other language's edit
 * page, from the route table as the site header's switch finds it. A CMS page's switch is
 * its language status (settings/language-status.tsx), which knows the page's translated paths.
 */
export function LanguageLink({ lang, pageUrl }: { lang: Locale; pageUrl: string }) {
  const other = otherLanguage(lang);
  return (
    <a href={`${languageSwitchPath(pageUrl, other.code)}?edit`} hrefLang={other.code} className={styles.language} title={other.name}>
      {other.code.toUpperCase()}<span className="visually-hidden"> {other.name}</span>
    </a>
  );
}
