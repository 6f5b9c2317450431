import { z } from "zod";
import { field, l } from "../rules/field";
import { linkSchema } from "../rules/link";
import { localized } from "../rules/localized";
import { requiredText } from "../rules/text";
import { flag } from "./common";
import { entityImageField } from "./media";

export const HTML_BLOCK_MAX = 20_000;
export const MENU_STYLES = ["style1", "style2"] as const;
export const EVENT_STYLES = ["style1", "style2", "style3"] as const;
export const ERROR_PAGE_STATUSES = [404, 500, 503] as const;

/** Defaults of the design flags (spec 001 §3, §9); the settings row's column defaults use them. */
export const DESIGN_DEFAULTS = {
  menu_style: "style1",
  event_style: "style1",
  quickbuy_widget_active: false,
  detail_program_overlay: true,
  sticky_overlay_button: true,
  anchor_list_offset: 600,
  static_error_pages: [...ERROR_PAGE_STATUSES],
} as const;

const htmlBlock = (de: string, en: string) =>
  field(z.string().max(HTML_BLOCK_MAX, { error: "too_long" }).optional(), { label: l(de, en), widget: "html" });

const styleOptions = (styles: readonly string[]) => styles.map((style) => ({ value: style, label: l(style, style) }));

/**
 * The site's settings, one row. Every field is optional so that a save sends only what
 * changed; the row's column defaults fill a fresh site.
 */
export const settingsSchema = z.object({
  site_name: field(localized(requiredText()).optional(), { label: l("Name der Website", "Site name"), widget: "text" }),
  is_site_online: flag(l("Website online", "Website online")),
  is_shop_online: flag(l("Webshop online", "Webshop online")),
  html_header: htmlBlock("HTML im Kopf", "HTML in the head"),
  html_footer_top: htmlBlock("HTML Footer oben", "HTML footer top"),
  html_footer_bottom: htmlBlock("HTML Footer unten", "HTML footer bottom"),
  html_footer_logos: htmlBlock("HTML Partnerlogos", "HTML partner logos"),
  header_logo: entityImageField(l("Logo im Header (auch Teilen-Bild)", "Header logo (also share image)")),
  header_logo_en: entityImageField(l("Logo im Header auf englischen Seiten (leer: wie oben)", "Header logo on English pages (empty: as above)")),
  basket_link: field(linkSchema.nullable().optional(), { label: l("Warenkorb-Link", "Cart link"), widget: "link" }),
  webshop_link: field(linkSchema.nullable().optional(), { label: l("Webshop-Link", "Webshop link"), widget: "link" }),
  menu_style: field(z.enum(MENU_STYLES, { error: "invalid_choice" }).optional(), {
    label: l("Menü-Stil", "Menu style"), widget: "select", options: styleOptions(MENU_STYLES),
  }),
  event_style: field(z.enum(EVENT_STYLES, { error: "invalid_choice" }).optional(), {
    label: l("Stil der Veranstaltungsliste", "Event list style"), widget: "select", options: styleOptions(EVENT_STYLES),
  }),
  quickbuy_widget_active: flag(l("Schnellkauf-Widget aktiv", "Quick-buy widget active")),
  detail_program_overlay: flag(l("Programm-Overlay auf Detailseiten", "Programme overlay on detail pages")),
  sticky_overlay_button: flag(l("Schwebender Ticket-Button", "Sticky ticket button")),
  anchor_list_offset: field(z.number().int().min(0, { error: "too_small" }).max(2000, { error: "too_big" }).optional(), {
    label: l("Versatz der Ankerliste (px)", "Anchor list offset (px)"),
    widget: "number",
  }),
  static_error_pages: field(z.array(z.literal(ERROR_PAGE_STATUSES, { error: "invalid_choice" })).optional(), {
    label: l("Statische Fehlerseiten", "Static error pages"),
    widget: "list",
  }),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export const updateSettingsSchema = settingsSchema.partial();
