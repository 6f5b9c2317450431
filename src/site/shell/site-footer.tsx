import Link from "next/link";
import type { Locale } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import type { Navigation } from "../navigation/types";
import { isExternalLink } from "../../../schemas/rules/link";
import styles from "./site-footer.module.css";

/** Footer links from the navigation; legal links, cookie settings and partner logos follow with the shell issue. */
export function SiteFooter({ lang, siteName, navigation }: { lang: Locale; siteName: string; navigation: Navigation }) {
  const t = getT(lang);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{siteName}</p>
        <nav aria-label={t("common:footer_navigation")}>
          <ul>
            {navigation.footer.map((item) => (
              <li key={item.url}>
                {isExternalLink(item.url) ? (
                  <a href={item.url} target="_blank" rel="noopener">{item.menu_name}</a>
                ) : (
                  <Link href={item.url}>{item.menu_name}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
