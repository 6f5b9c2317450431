import { describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { SiteHeader } from "@/site/header/site-header";
import { navigation, shellSettings } from "./shell-fixtures";

// The header's client parts read the route; outside a Next.js app there is none.
vi.mock("next/navigation", () => ({
  usePathname: () => "/de/besuch",
  useRouter: () => ({ push: () => {} }),
}));

const render = (lang: "de" | "en", settings = shellSettings()) =>
  renderToString(<SiteHeader lang={lang} navigation={navigation(lang)} settings={settings} />);

describe("site header in the cached HTML", () => {
  it("has the logo linking home, the menus closed and the search collapsed", () => {
    const html = render("de");
    expect(html).toMatch(/<a[^>]*href="\/de"[^>]*><picture>.*?<img src="\/media\/seed\/logo-museum-480.jpg"[^>]*alt="Museum am Fluss – zur Startseite"/);
    expect(html).toMatch(/<button[^>]*id="site-menu-button"[^>]*aria-expanded="false"[^>]*aria-controls="site-menu"/);
    expect(html).toMatch(/<div id="site-menu"[^>]*hidden=""/);
    expect(html).toContain('aria-label="Untermenü Programm"');
    expect(html.match(/<ul id="desktop-sub-\d"[^>]*hidden=""/g)).toHaveLength(2);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/de\/search"/);
    expect(html).not.toContain("data-expanded");
    expect(html).not.toContain("data-scrolled");
  });

  it("opens an external menu entry in a new tab and says so", () => {
    expect(render("en")).toMatch(/<a href="https:\/\/shop.example.org\/" target="_blank" rel="noopener noreferrer"[^>]*>Shop<span class="visually-hidden"> (<!-- -->)?\(opens in a new tab\)<\/span>/);
  });

  it("leaves the footer's in-page anchors out of the burger's secondary list", () => {
    const html = render("de");
    expect(html).toContain('aria-label="Servicemenü"');
    expect(html).toContain(">Presse<");
    expect(html).not.toContain('href="#cookie-settings"');
  });

  it("links the cart to /webshop/ and the account to the site's own login with the built-in shop", () => {
    const html = render("en");
    expect(html).toMatch(/<a href="\/webshop\/"[^>]*data-cart-count="0"/);
    expect(html).toContain('href="/en/user/login"');
    expect(html).not.toContain("shop.example.org/cart");
    expect(html).not.toContain("Webshop offline");
  });

  it("links cart and login to an external shop when SHOP_ADAPTER names one", () => {
    process.env.SHOP_ADAPTER = "external";
    try {
      const html = render("en");
      expect(html).toMatch(/<a href="https:\/\/shop.example.org\/cart"[^>]*data-cart-count="0"/);
      expect(html).toContain('href="https://shop.example.org/login?lang=en"');
    } finally {
      delete process.env.SHOP_ADAPTER;
    }
  });

  it("marks cart and account offline, disabled, with the tooltip, when the shop is offline", () => {
    const html = render("de", shellSettings({ is_shop_online: false }));
    expect(html.match(/role="link" aria-disabled="true" tabindex="0" aria-describedby="[^"]+"/g)).toHaveLength(2);
    expect(html.match(/role="tooltip"[^>]*>Webshop offline</g)).toHaveLength(2);
    expect(html).not.toContain("shop.example.org/cart");
    expect(html).not.toContain("/login?");
  });

  it("inserts the settings' header HTML, and nothing for an empty block", () => {
    expect(render("de", shellSettings({ html_header: { code: '<p class="promo">Heute Eintritt frei</p>' } }))).toContain('<p class="promo">Heute Eintritt frei</p>');
    expect(render("de")).not.toContain("promo");
  });

  it("shows the English wordmark on English pages, the German one on German pages and where no English one is set", () => {
    expect(render("en")).toContain("/media/seed/logo-museum-en-480");
    expect(render("de")).not.toContain("logo-museum-en");
    expect(render("de")).toContain("/media/seed/logo-museum-480");
    const withoutEnglish = render("en", shellSettings({ design: { ...shellSettings().design, header_logo_en: null } }));
    expect(withoutEnglish).not.toContain("logo-museum-en");
    expect(withoutEnglish).toContain("/media/seed/logo-museum-480");
  });

  it("falls back to the site name when there is no logo", () => {
    expect(render("en", shellSettings({ design: { ...shellSettings().design, header_logo: null, header_logo_en: null } }))).toMatch(/<a[^>]*href="\/en"[^>]*><span>Museum by the River<span class="visually-hidden"> – (<!-- -->)?Home<\/span>/);
  });
});
