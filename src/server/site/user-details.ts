import "server-only";
import type { Locale } from "../../../schemas/rules/localized";
import type { User } from "../../../schemas/entities/user";
import type { UserDetails } from "../../../schemas/api/user-details";

/**
 * Where the shop's account pages live. The built-in shop serves /webshop (000 §2); a site
 * with an external shop sets its address as the settings' webshop_link. The ticketing
 * provider owns login and logout (001 §7: "Logout goes to the provider-supplied logout_url").
 */
export const DEFAULT_WEBSHOP_URL = "/webshop";

export function shopAccountUrls(webshopLink: string | null | undefined, lang: Locale) {
  const base = (webshopLink || DEFAULT_WEBSHOP_URL).replace(/\/+$/, "");
  return {
    login_url: `${base}/login?lang=${lang}`,
    logout_url: `${base}/logout?lang=${lang}`,
    webshop_url: base,
  };
}

/**
 * GET /api/user-details/: the visitor's auth state. `user` is null for an anonymous visitor;
 * sessions (the `sessionid` cookie) arrive with the editor issue, so the route passes null for now.
 */
export function userDetails(user: User | null, webshopLink: string | null | undefined, lang: Locale): UserDetails {
  const urls = shopAccountUrls(webshopLink, lang);
  if (!user) {
    return { has_dashboard_online_access: false, is_logged_in: false, username: "", email: "", first_name: "", last_name: "", ...urls };
  }
  return {
    has_dashboard_online_access: user.is_staff,
    is_logged_in: true,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    ...urls,
  };
}
