import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { CookieManagerClient, type ManagerCategory, type ManagerTexts } from "./cookie-manager.client";
import { LEGAL_PATHS, privacyPath } from "./legal-paths";
import { CONSENT_CATEGORIES, servicesInCategory } from "@/contracts/consent-services";

/**
 * The cookie manager (000 §9). The server renders it hidden and the same for every visitor
 * (pages are cached); the client part reads the consent cookie after hydration and decides
 * whether to show it. Texts are translated here, so no i18n code ships to the browser.
 */
export function CookieManager({ lang }: { lang: Locale }) {
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
  return <CookieManagerClient texts={texts} categories={categories} legalPaths={LEGAL_PATHS} />;
}
