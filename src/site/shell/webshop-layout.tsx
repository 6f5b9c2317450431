import type { ReactNode } from "react";
import { headers } from "next/headers";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { routePath } from "@/i18n/routes";
import { getCachedSettings } from "../settings/get-settings";
import { WebshopCartLink } from "../webshop/cart-link.client";
import { cartPath, SHOP_LANG_HEADER, shopHref } from "@/contracts/shop-lang";
import { shopLang } from "@/contracts/shop-query";
import { webshopTexts } from "../webshop/webshop-texts";
import { AccessibilityNav } from "./accessibility-nav";
import styles from "./webshop-layout.module.css";

/**
 * The webshop's document (000 §2) for the shop paths, which carry no language prefix. A
 * layout gets no query string: the proxy hands it the page's `?lang=` as a request header
 * (the shop pages are per visitor and never cached, so reading it costs nothing).
 */
export async function WebshopLayout({ children }: { children: ReactNode }) {
  const lang = shopLang({ lang: (await headers()).get(SHOP_LANG_HEADER) ?? undefined });
  return (
    <html lang={lang}>
      <body>{children}</body>
    </html>
  );
}

/** A slim header back to the site with the cart count, the shop's page, the legal links a shop must show. */
export async function WebshopFrame({ lang, prefix, children }: { lang: Locale; prefix: string; children: ReactNode }) {
  const t = getT(lang);
  const texts = webshopTexts(lang);
  const settings = await getCachedSettings();
  const legal = (["legals-agb", "legals-privacy", "legals-imprint"] as const).map((name) => ({ name, href: routePath(name, lang) }));
  return (
    <div lang={lang} className={styles.frame}>
      <AccessibilityNav lang={lang} />
      <header className={styles.header}>
        <a href={`/${lang}`} className={styles.site}>{settings.site_name[lang]}</a>
        <span className={styles.area}>{t("routes:titles.webshop")}</span>
        <WebshopCartLink href={shopHref(cartPath(prefix), lang)} label={texts.cart_link} count={texts.cart_count} />
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <nav aria-label={t("common:footer_navigation")}>
          <ul>{legal.map((link) => <li key={link.name}><a href={link.href}>{t(`routes:titles.${link.name}`)}</a></li>)}</ul>
        </nav>
      </footer>
    </div>
  );
}
