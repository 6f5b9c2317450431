import Link from "next/link";
import type { Locale } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import type { Navigation } from "../navigation/types";
import { isExternalLink } from "../../../schemas/rules/link";
import styles from "./site-header.module.css";

/** Logo, main navigation and the language links. The full header (burger, search, opening hours) follows with the shell issue. */
export function SiteHeader({ lang, siteName, navigation }: { lang: Locale; siteName: string; navigation: Navigation }) {
  const t = getT(lang);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={`/${lang}`} className={styles.logo}>{siteName}</Link>
        <nav aria-label={t("common:main_navigation")} className={styles.nav}>
          <ul>
            {navigation.menu.map((item) => (
              <li key={item.url}>
                <Link href={item.url} {...(isExternalLink(item.url) ? { target: "_blank", rel: "noopener" } : {})}>{item.menu_name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.languages} aria-label={t("common:language")}>
          {(["de", "en"] as const).map((locale) => (
            <li key={locale}>
              <Link href={`/${locale}`} hrefLang={locale} lang={locale} aria-current={locale === lang ? "true" : undefined}>
                {locale.toUpperCase()}
                <span className="visually-hidden"> {t(`common:language_names.${locale}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
