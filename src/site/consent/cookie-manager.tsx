import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { CookieManagerClient, type ManagerCategory, type ManagerTexts } from "./cookie-manager.client";
import { EARLY_ATTRIBUTE } from "./visibility";
import { CONSENT_COOKIE } from "./consent-cookie";
import { LEGAL_PATHS, privacyPath } from "./legal-paths";
import { CONSENT_CATEGORIES, servicesInCategory } from "@/contracts/consent-services";

/**
 * Shows the manager as the parser reaches it on a first visit (no consent cookie at all)
 * outside the legal pages (isLegalPath's rule, in the page's own words), so that it is painted
 * with the page rather than after hydration; the client part takes over from there
 * (EARLY_ATTRIBUTE). Browsers without ES modules never run the site's scripts, so it stays
 * closed for them.
 */
const SHOW_EARLY =
  `(function(){var d=document.currentScript.previousElementSibling,p=location.pathname.replace(/\\/+$/,"")||"/";` +
  `if(d&&d.show&&"noModule"in HTMLScriptElement.prototype&&!/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)&&${JSON.stringify(LEGAL_PATHS)}.indexOf(p)<0){d.setAttribute("${EARLY_ATTRIBUTE}","");d.inert=true;d.show()}})()`;

/**
 * The cookie manager (000 §9). The server renders it closed and the same for every visitor
 * (pages are cached); a line of inline code opens it on a first visit, and the client part
 * reads the consent cookie and decides whether to show it. Texts are translated here, so no
 * i18n code ships to the browser.
 */
export function CookieManager({ lang, nonce }: { lang: Locale; nonce?: string }) {
  const t = getT(lang);
  const texts: ManagerTexts = {
    title: t("consent:title"),
    intro: t("consent:intro"),
    privacyLink: t("consent:privacy_link"),
    privacyHref: privacyPath(lang),
    alwaysOn: t("consent:always_on"),
    purpose: t("consent:purpose"),
    cookies: t("consent:cookies"),
    noCookies: t("consent:no_cookies"),
    acceptAll: t("consent:accept_all"),
    deleteCookies: t("consent:delete_cookies"),
    save: t("consent:save"),
    close: t("consent:close"),
    deleted: t("consent:deleted"),
  };
  const categories: ManagerCategory[] = CONSENT_CATEGORIES.map((id) => {
    const services = servicesInCategory(id);
    return {
      id,
      name: t(`consent:categories.${id}.name`),
      description: t(`consent:categories.${id}.description`),
      servicesToggle: t("consent:services_toggle", { count: services.length }),
      services: services.map((service) => ({
        id: service.id,
        name: service.name,
        purpose: t(`consent:services.${service.id}`),
        cookies: [...service.cookies],
      })),
    };
  });
  return (
    <>
      <CookieManagerClient texts={texts} categories={categories} legalPaths={LEGAL_PATHS} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHOW_EARLY }} />
    </>
  );
}
