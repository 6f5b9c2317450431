import "server-only";
import { asc } from "drizzle-orm";
import type { Locale } from "../../../schemas/rules/localized";
import type { Db } from "../db/open";
import { navigationItems } from "../db/schema";
import type { Navigation, NavItem } from "../../site/navigation/types";

/** Main menu and footer links in one language, as trees (GET {lang}/pageeditor-api/nav). */
export async function readNavigation(db: Db, lang: Locale): Promise<Navigation> {
  const rows = await db.select().from(navigationItems).orderBy(asc(navigationItems.position), asc(navigationItems.id));
  const items = new Map<number, NavItem & { parent_id: number | null; menu: string }>();
  for (const row of rows) {
    items.set(row.id, { url: row.url[lang], menu_name: row.title[lang], children: [], has_tab_navigation: row.has_tab_navigation, parent_id: row.parent_id, menu: row.menu });
  }
  const navigation: Navigation = { menu: [], footer: [] };
  for (const item of items.values()) {
    const parent = item.parent_id === null ? undefined : items.get(item.parent_id);
    if (parent) parent.children.push(item);
    else if (item.menu === "menu" || item.menu === "footer") navigation[item.menu].push(item);
  }
  const strip = (item: NavItem): NavItem => ({ url: item.url, menu_name: item.menu_name, has_tab_navigation: item.has_tab_navigation, children: item.children.map(strip) });
  return { menu: navigation.menu.map(strip), footer: navigation.footer.map(strip) };
}
