import Link from "next/link";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { routePath } from "@/i18n/routes";
import type { getCachedSettings } from "../settings/get-settings";
import type { Navigation } from "@/contracts/navigation";
import { accountUrls, cartUrl } from "@/server/site/user-details";
import { LanguageSwitch } from "../shell/language-switch";
import { languageSwitchLabels } from "../shell/language-switch-labels";
import { HtmlBlock } from "../footer/html-block";
import { Picture } from "../media/picture";
import { imageForLang } from "@schemas/entities/media";
import { HeaderFrame } from "./header-frame.client";
import { OpeningHoursToday } from "./opening-hours.client";
import { HeaderAccount } from "./header-account.client";
import { DesktopMenu } from "./desktop-menu.client";
import { SearchBox } from "./search-box.client";
import { BurgerButton, BurgerPanel } from "./burger-menu.client";
import styles from "./site-header.module.css";

export type ShellSettings = Awaited<ReturnType<typeof getCachedSettings>>;

interface Props {
  lang: Locale;
  navigation: Navigation;
  settings: ShellSettings;
}

/**
 * The site header (000 §2/§4, 001 §2): the top bar (settings' header HTML, today's opening
 * hours, cart and account, language switch) that scrolls away, and the sticky bar with the
 * logo, the desktop menu, the search box and the burger. Everything per visitor (status,
 * cart count, login, scroll state) happens in the client parts after hydration.
 */
export function SiteHeader({ lang, navigation, settings }: Props) {
  const t = getT(lang);
  const siteName = settings.site_name[lang];
  const newTab = t("site:footer.new_tab");
  const submenu = t("site:header.submenu_toggle", { name: "{{name}}" });
  const shop = accountUrls(settings.design.webshop_link, lang);
  // The wordmark is text in an image: English pages show the English one when there is one.
  const logo = imageForLang((lang === "en" && settings.design.header_logo_en) || settings.design.header_logo, lang);
  // The footer menu's in-page anchors (cookie settings) only work in the footer itself.
  const secondary = navigation.footer.filter((item) => !item.url.startsWith("#"));

  return (
    <HeaderFrame className={styles.header}>
      <div className={styles.top} data-header-top="">
        <HtmlBlock lang={lang} html={settings.html_header.code} className={styles.htmlHeader} />
        <div className={styles.topInner}>
          <OpeningHoursToday lang={lang} labels={{
            label: t("site:opening_hours.label"),
            today: t("site:opening_hours.today"),
            range: t("site:opening_hours.range", { from: "{{from}}", to: "{{to}}" }),
            closed: t("site:opening_hours.closed"),
            status: { early: t("site:opening_hours.status_early"), open: t("site:opening_hours.status_open"), late: t("site:opening_hours.status_late") },
          }} />
          <div className={styles.topTools}>
            <HeaderAccount lang={lang} shopOnline={settings.is_shop_online} basketLink={cartUrl(settings.design.basket_link, settings.design.webshop_link, lang)}
              loginHref={shop.login_url} profileHref={routePath("user-profile", lang)} labels={{
                cart: t("site:header.cart"),
                cartItems: { one: t("site:header.cart_items_one", { count: "{{count}}" }), other: t("site:header.cart_items_other", { count: "{{count}}" }) },
                login: t("site:header.login"),
                myProfile: t("site:header.my_profile"),
                logout: t("site:header.logout"),
                offline: t("site:header.webshop_offline"),
              }} />
            <LanguageSwitch lang={lang} labels={languageSwitchLabels(lang)} className={styles.languages} />
          </div>
        </div>
      </div>
      <div className={styles.bar} data-header-bar="">
        <div className={styles.barInner}>
          <Link href={`/${lang}`} className={styles.logo}>
            {logo ? (
              <Picture image={{ ...logo, alt: t("site:header.home_link", { name: siteName }) }} sizes="(min-width: 48em) 254px, 135px" priority />
            ) : (
              <span>{siteName}<span className="visually-hidden"> – {t("common:home")}</span></span>
            )}
          </Link>
          <div className={`${styles.menuArea} ${styles.desktopArea}`} data-header-menu="" data-desktop-menu="">
            <DesktopMenu items={navigation.menu} labels={{ navigation: t("common:main_navigation"), submenu, newTab }} />
          </div>
          <SearchBox lang={lang} action={routePath("search", lang)} labels={{
            search: t("site:header.search"),
            open: t("site:header.search_open"),
            submit: t("site:header.search_submit"),
            field: t("site:header.search_label"),
            placeholder: t("site:header.search_placeholder"),
            suggestions: t("programme:search.suggestions"),
            clear: t("programme:search.clear"),
          }} />
          <div className={styles.menuArea} data-header-menu="">
            <BurgerButton labels={{ menu: t("site:header.menu") }} />
          </div>
        </div>
      </div>
      <BurgerPanel primary={navigation.menu} secondary={secondary} labels={{
        menu: t("site:header.menu"),
        primary: t("site:header.primary_navigation"),
        secondary: t("site:header.secondary_navigation"),
        submenu,
        newTab,
      }} />
    </HeaderFrame>
  );
}
