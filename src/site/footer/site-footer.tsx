import Link from "next/link";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { routePath } from "@/i18n/routes";
import type { Navigation, NavItem } from "@/contracts/navigation";
import type { ShellSettings } from "../header/site-header";
import { NavLink } from "../header/nav-link";
import { Icon } from "../icons/icon";
import { HtmlBlock } from "./html-block";
import { htmlForLang } from "./html-for-lang";
import { CookieSettingsButton } from "./cookie-settings-button.client";
import { WHISTLEBLOWER_ACT_URL } from "./external-links";
import styles from "./site-footer.module.css";

interface Props {
  lang: Locale;
  navigation: Navigation;
  settings: ShellSettings;
}

/**
 * The footer (001 §2): the settings' top block, the footer navigation, the partner logos,
 * the legal row (GTC, Imprint, Privacy policy from the route table, Cookie settings, the
 * external Whistleblower Protection Act in a new tab) and the settings' bottom block.
 */
export function SiteFooter({ lang, navigation, settings }: Props) {
  const t = getT(lang);
  const newTab = t("site:footer.new_tab");
  const legal = [
    { href: routePath("legals-agb", lang), label: t("site:footer.gtc") },
    { href: routePath("legals-imprint", lang), label: t("site:footer.imprint") },
    { href: routePath("legals-privacy", lang), label: t("site:footer.privacy") },
  ];
  // The legal row is fixed; footer entries that repeat it, or in-page anchors such as
  // "#cookie-settings" (the button stands for it), are not listed twice.
  const fixed = new Set([...legal.map((link) => link.href), WHISTLEBLOWER_ACT_URL]);
  const links = navigation.footer.filter((item) => !fixed.has(item.url) && !item.url.startsWith("#"));
  const logos = htmlForLang(settings.html_footer_logos.code, lang);

  return (
    <footer className={styles.footer}>
      <HtmlBlock lang={lang} html={settings.html_footer_top.code} className={styles.top} />
      {(links.length > 0 || logos.trim()) && (
        <div className={styles.inner}>
          {links.length > 0 && (
            <nav aria-label={t("common:footer_navigation")} className={styles.nav}>
              <ul className={styles.navList}>{links.map((item, index) => <FooterItem key={`${item.url}-${index}`} item={item} newTab={newTab} />)}</ul>
            </nav>
          )}
          {logos.trim() && (
            <section aria-label={t("site:footer.partners")} className={styles.partners}>
              <HtmlBlock lang={lang} html={logos} className={styles.logos} />
            </section>
          )}
        </div>
      )}
      <div className={styles.legalRow}>
        <nav aria-label={t("site:footer.legal")}>
          <ul className={styles.legalList}>
            {legal.map((link) => (
              <li key={link.href}><Link href={link.href} className={styles.legalLink}>{link.label}</Link></li>
            ))}
            <li><CookieSettingsButton label={t("site:footer.cookie_settings")} className={styles.legalButton} /></li>
            <li>
              <a href={WHISTLEBLOWER_ACT_URL} target="_blank" rel="noopener noreferrer" className={styles.legalLink}>
                {t("site:footer.whistleblower")}
                <Icon name="external" className={styles.externalIcon} />
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t("site:footer.copyright", { year: new Date().getFullYear(), name: settings.site_name[lang] })}</p>
      </div>
      <HtmlBlock lang={lang} html={settings.html_footer_bottom.code} className={styles.bottom} />
    </footer>
  );
}

function FooterItem({ item, newTab }: { item: NavItem; newTab: string }) {
  return (
    <li>
      <NavLink href={item.url} newTabHint={newTab} className={styles.navLink}>{item.menu_name}</NavLink>
      {item.children.length > 0 && (
        <ul className={styles.subList}>{item.children.map((child, index) => <FooterItem key={`${child.url}-${index}`} item={child} newTab={newTab} />)}</ul>
      )}
    </li>
  );
}
