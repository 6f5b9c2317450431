import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { asEditor, type AccountUser } from "@schemas/entities/user";
import type { UserDetails } from "@schemas/api/user-details";
import { routePath } from "@/i18n/routes";
import { isExternalShop } from "../shop/external";

/** The built-in shop's pages (000 §2): the cart link's target while no external shop is configured. */
export const DEFAULT_WEBSHOP_URL = "/webshop/";

/**
 * Where login, logout and the shop live. By default the site's own user area and the
 * built-in shop's /webshop/. With an external ticket shop (SHOP_ADAPTER), that provider owns
 * accounts (001 §7: "Logout goes to the provider-supplied logout_url"), at the settings'
 * webshop_link.
 */
export function accountUrls(webshopLink: string | null | undefined, lang: Locale, external = isExternalShop()) {
  if (!external || !webshopLink) {
    return { login_url: routePath("user-login", lang), logout_url: routePath("user-logout", lang), webshop_url: DEFAULT_WEBSHOP_URL };
  }
  const base = webshopLink.replace(/\/+$/, "");
  return { login_url: `${base}/login?lang=${lang}`, logout_url: `${base}/logout?lang=${lang}`, webshop_url: base };
}

/** The header's cart link: the settings' basket link belongs to an external shop; the built-in one is at /webshop/. */
export function cartUrl(basketLink: string | null | undefined, webshopLink: string | null | undefined, lang: Locale, external = isExternalShop()): string {
  return external ? basketLink ?? accountUrls(webshopLink, lang, external).webshop_url : DEFAULT_WEBSHOP_URL;
}

/** GET /api/user-details/: the auth state of a request's account (editor or visitor), or of an anonymous visitor. */
export function userDetails(user: AccountUser | null, webshopLink: string | null | undefined, lang: Locale, external = isExternalShop()): UserDetails {
  const urls = accountUrls(webshopLink, lang, external);
  if (!user) {
    return { has_dashboard_online_access: false, is_logged_in: false, username: "", email: "", first_name: "", last_name: "", ...urls };
  }
  return {
    has_dashboard_online_access: asEditor(user) !== null,
    is_logged_in: true,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    ...urls,
  };
}
