import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { navigationItems, pages, pageTranslations } from "../db/schema";
import type { FooterLink, Navigation, NavItem } from "@/contracts/navigation";
import { pageUrl } from "../content/pages";

/**
 * Main menu and footer links in one language, as trees (GET {lang}/pageeditor-api/nav). A
 * link to a page in the trash is left out with the links below it: it would lead to a 404.
 */
export async function readNavigation(db: Db, lang: Locale): Promise<Navigation> {
  const [rows, trashed] = await Promise.all([
    db.select().from(navigationItems).orderBy(asc(navigationItems.position), asc(navigationItems.id)),
    db.select({ path: pageTranslations.path }).from(pageTranslations).innerJoin(pages, eq(pages.id, pageTranslations.page_id))
      .where(and(eq(pageTranslations.lang, lang), isNotNull(pages.deleted_at))),
  ]);
  const gone = new Set(trashed.map((row) => pageUrl(lang, row.path)));
  const items = new Map<number, NavItem & { parent_id: number | null; menu: string }>();
  for (const row of rows) {
    items.set(row.id, { url: row.url[lang], menu_name: row.title[lang], children: [], has_tab_navigation: row.has_tab_navigation, parent_id: row.parent_id, menu: row.menu });
  }
  const hidden = (item: NavItem & { parent_id: number | null }): boolean => {
    if (gone.has(item.url.replace(/(.)\/+$/, "$1"))) return true;
    const parent = item.parent_id === null ? undefined : items.get(item.parent_id);
    return parent ? hidden(parent) : false;
  };
  const navigation: Record<"menu" | "footer", NavItem[]> = { menu: [], footer: [] };
  for (const item of items.values()) {
    if (hidden(item)) continue;
    const parent = item.parent_id === null ? undefined : items.get(item.parent_id);
    if (parent) parent.children.push(item);
    else if (item.menu === "menu" || item.menu === "footer") navigation[item.menu].push(item);
  }
  const strip = (item: NavItem): NavItem => ({ url: item.url, menu_name: item.menu_name, has_tab_navigation: item.has_tab_navigation, children: item.children.map(strip) });
  const footerLink = (item: NavItem): FooterLink => ({ title: item.menu_name, ...strip(item), children: item.children.map(footerLink) });
  const answer: Navigation = { menu: navigation.menu.map(strip), footer: navigation.footer.map(footerLink) };
  return answer;
}
