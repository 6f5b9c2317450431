/**
 * The settings the dashboard's form changes: the shop switch and the design flags. The online
 * switch is not here: taking the site offline has its own confirmed button.
 */
export const DESIGN_FIELDS = [
  "is_shop_online", "menu_style", "event_style", "quickbuy_widget_active", "detail_program_overlay", "sticky_overlay_button", "anchor_list_offset",
] as const;
export type DesignField = (typeof DESIGN_FIELDS)[number];
export type DesignValues = { [K in DesignField]: boolean | string | number };
