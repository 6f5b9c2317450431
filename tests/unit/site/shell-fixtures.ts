import type { ShellSettings } from "@/site/header/site-header";
import type { Navigation } from "@/contracts/navigation";

const item = (menu_name: string, url: string, children: Navigation["menu"] = []) => ({ menu_name, url, children, has_tab_navigation: false });
const footerLink = (title: string, url: string) => ({ ...item(title, url), title, children: [] });

/** A small menu and a footer menu that repeats the legal row, as the seed's does. */
export const navigation = (lang: "de" | "en"): Navigation => ({
  menu: [
    item("Programm", `/${lang}/kalender`, [item("Kalender", `/${lang}/kalender`), item("Reihen", `/${lang}/programme`)]),
    item("Besuch", `/${lang}/besuch`, [item("Anfahrt", `/${lang}/besuch/anfahrt`)]),
    item("Magazin", `/${lang}/stories`),
    item("Shop", "https://shop.example.org/"),
  ],
  footer: [
    footerLink("AGB", `/${lang}/agb`),
    footerLink("Cookie-Einstellungen", "#cookie-settings"),
    footerLink("Presse", `/${lang}/presse`),
    footerLink("Hinweisgeberschutzgesetz", "https://www.gesetze-im-internet.de/hinschg/"),
    footerLink("Instagram", "https://instagram.example.org/museum"),
  ],
});

export function shellSettings(overrides: Partial<ShellSettings> = {}): ShellSettings {
  return {
    site_name: { de: "Museum am Fluss", en: "Museum by the River" },
    is_site_online: true,
    is_shop_online: true,
    html_header: { code: "" },
    html_footer_top: { code: "<p>Uferstraße 12</p>" },
    html_footer_bottom: { code: "<p>Gefördert von der Stadt</p>" },
    html_footer_logos: { code: '<img src="/media/logo-480.jpg" alt="Kulturstiftung">' },
    design: {
      menu_style: "style1", event_style: "style1", header_logo: { src: "/media/seed/logo-museum", width: 480, height: 240, alt: { de: "Logo", en: "Logo" } },
      header_logo_en: { src: "/media/seed/logo-museum-en", width: 480, height: 240, alt: { de: "Logo", en: "Logo" } }, basket_link: "https://shop.example.org/cart",
      webshop_link: "https://shop.example.org", quickbuy_widget_active: false, detail_program_overlay: true,
      sticky_overlay_button: true, anchor_list_offset: 600, static_error_pages: [404, 500, 503],
    },
    header_logo_url: "/media/seed/logo-museum-480.jpg",
    ...overrides,
  };
}
