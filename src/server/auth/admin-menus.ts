import "server-only";
import type { AdminMenu, LoginState } from "@schemas/api/auth";
import type { EditorUser, UserRole } from "@schemas/entities/user";
import type { Localized, Locale } from "@schemas/rules/localized";

export interface MenuEntry {
  key: string;
  label: Localized<string>;
  /** Only admins see it (accounts, site settings). */
  admin?: boolean;
}

/**
 * The editor header's admin menu (000 §6: "Admin menus come from the user response"), in
 * dashboard order. Each entity's change page is `${url}${id}/` (000 §2: magazine, venue,
 * event, person, production, series, form).
 */
const ENTRIES: MenuEntry[] = [
  { key: "pages", label: { de: "Seiten", en: "Pages" } },
  { key: "events", label: { de: "Veranstaltungen", en: "Events" } },
  { key: "productions", label: { de: "Produktionen", en: "Productions" } },
  { key: "series", label: { de: "Reihen", en: "Series" } },
  { key: "magazine", label: { de: "Magazin", en: "Magazine" } },
  { key: "people", label: { de: "Ensemble", en: "People" } },
  { key: "venues", label: { de: "Spielstätten", en: "Venues" } },
  { key: "forms", label: { de: "Formulare", en: "Forms" } },
  { key: "media", label: { de: "Medien", en: "Media" } },
  { key: "outbox", label: { de: "Postausgang", en: "Outbox" } },
  { key: "redirects", label: { de: "Weiterleitungen", en: "Redirects" }, admin: true },
  { key: "users", label: { de: "Benutzer", en: "Users" }, admin: true },
  { key: "settings", label: { de: "Einstellungen", en: "Settings" }, admin: true },
];

export const DASHBOARD_BASE = "/dashboard";

/** The menu entry of a dashboard key ("events", "users" ...), or undefined for an unknown key. */
export const adminMenuEntry = (key: string): MenuEntry | undefined => ENTRIES.find((entry) => entry.key === key);

/** Whether a dashboard path lies under an admin-only entry (its list or one of its rows). */
export function isAdminDashboardPath(pathname: string): boolean {
  const key = /^\/(?:de|en)\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  return key !== undefined && adminMenuEntry(key)?.admin === true;
}

/** A dashboard list's address: `/{lang}/dashboard/{key}/`; a row's change page adds `{id}/`. */
export const dashboardUrl = (lang: Locale, key: string, id?: number) =>
  `/${lang}${DASHBOARD_BASE}/${key}/${id === undefined ? "" : `${id}/`}`;

export function adminMenus(role: UserRole, lang: Locale): AdminMenu[] {
  return ENTRIES.filter((entry) => role === "admin" || !entry.admin).map((entry) => ({
    key: entry.key,
    label: entry.label[lang],
    url: dashboardUrl(lang, entry.key),
  }));
}

/** The login state answered by GET user and POST login (000 §3). */
export const loginState = (user: EditorUser, lang: Locale): LoginState => ({
  logged: true,
  id: user.id,
  email: user.email,
  username: user.username,
  role: user.role,
  admin_menus: adminMenus(user.role, lang),
  showModalRedirect: false,
});
