import { createNavigationItemSchema, type Menu } from "@schemas/entities/navigation-item";
import { navigationItems } from "@/server/db/schema";
import { FOOTER, MENU, type NavText } from "../content/site";
import type { SeedContext } from "../context";
import { insertIds, insertRows, parseWith } from "../insert";

const itemRow = (menu: Menu, item: NavText, position: number, parentId: number | null) =>
  parseWith(createNavigationItemSchema, {
    menu,
    parent_id: parentId,
    title: item.title,
    url: item.url,
    position,
    has_tab_navigation: item.has_tab_navigation ?? false,
  }, `navigation ${menu} ${item.title.de}`);

/** Main menu (two levels) and footer links; parents are written first so children can point to them. */
export async function seedNavigation(ctx: SeedContext): Promise<void> {
  for (const [menu, items] of [["menu", MENU], ["footer", FOOTER]] as const) {
    const parentIds = await insertIds(ctx.db, navigationItems, items.map((item, position) => itemRow(menu, item, position, null)));
    await insertRows(ctx.db, navigationItems, items.flatMap((item, index) =>
      (item.children ?? []).map((child, position) => itemRow(menu, child, position, parentIds[index]!))));
  }
}
