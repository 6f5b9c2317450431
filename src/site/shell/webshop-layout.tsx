import type { ReactNode } from "react";
import { DEFAULT_LOCALE } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import { routePath } from "../../i18n/routes";
import { getCachedSettings } from "../settings/get-settings";
import { AccessibilityNav } from "./accessibility-nav";
import styles from "./webshop-layout.module.css";

/**
 * The webshop layout (000 §2): its own document for the shop paths, which carry no language
 * prefix, so it speaks the default language. A slim header back to the site, the shop's
 * page, the legal links a shop must show.
 */
export async function WebshopLayout({ children }: { children: ReactNode }) {
  const lang = DEFAULT_LOCALE;
  const t = getT(lang);
  const settings = await getCachedSettings();
  const legal = (["legals-agb", "legals-privacy", "legals-imprint"] as const).map((name) => ({ name, href: routePath(name, lang) }));
  return (
    <html lang={lang}>
      <body>
        <AccessibilityNav lang={lang} />
        <header className={styles.header}>
          <a href={`/${lang}`} className={styles.site}>{settings.site_name[lang]}</a>
          <span className={styles.area}>{t("routes:titles.webshop")}</span>
        </header>
        <main id="main-content" tabIndex={-1} className={styles.main}>{children}</main>
        <footer className={styles.footer}>
          <nav aria-label={t("common:footer_navigation")}>
            <ul>{legal.map((link) => <li key={link.name}><a href={link.href}>{t(`routes:titles.${link.name}`)}</a></li>)}</ul>
          </nav>
        </footer>
      </body>
    </html>
  );
}
