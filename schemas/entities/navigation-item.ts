import { z } from "zod";
import { field, l } from "../rules/field";
import { localized } from "../rules/localized";
import { linkSchema } from "../rules/link";
import { flag, localizedTitle, position, reference } from "./common";

export const MENUS = ["menu", "footer"] as const;
export type Menu = (typeof MENUS)[number];

/**
 * An entry of the main menu or the footer. Paths differ per language ("/de/besuch",
 * "/en/visit"), so the url is translated like the title. Children point to their parent.
 */
export const createNavigationItemSchema = z.object({
  menu: field(z.enum(MENUS, { error: "invalid_choice" }), {
    label: l("Menü", "Menu"),
    widget: "select",
    options: [
      { value: "menu", label: l("Hauptmenü", "Main menu") },
      { value: "footer", label: l("Footer", "Footer") },
    ],
  }),
  parent_id: reference("navigation-item", l("Übergeordneter Eintrag", "Parent item")),
  title: localizedTitle(l("Titel", "Title")),
  url: field(localized(linkSchema), { label: l("Link", "Link"), widget: "link" }),
  position: position(),
  has_tab_navigation: flag(l("Mit Tab-Navigation", "With tab navigation")),
});
export type CreateNavigationItemInput = z.input<typeof createNavigationItemSchema>;
export const updateNavigationItemSchema = createNavigationItemSchema.partial();
