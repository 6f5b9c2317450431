import { describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { SiteFooter } from "@/site/footer/site-footer";
import { WHISTLEBLOWER_ACT_URL } from "@/site/footer/external-links";
import { navigation, shellSettings } from "./shell-fixtures";

vi.mock("next/navigation", () => ({ usePathname: () => "/de", useRouter: () => ({ push: () => {} }) }));

const render = (lang: "de" | "en", settings = shellSettings()) =>
  renderToString(<SiteFooter lang={lang} navigation={navigation(lang)} settings={settings} />);

describe("site footer", () => {
  it("has the legal row in German: AGB, Impressum, Datenschutz, cookie settings, whistleblower act", () => {
    const html = render("de");
    const legal = html.slice(html.indexOf('aria-label="Rechtliches"'));
    expect(legal).toMatch(/href="\/de\/agb"[^>]*>AGB</);
    expect(legal).toMatch(/href="\/de\/impressum"[^>]*>Impressum</);
    expect(legal).toMatch(/href="\/de\/datenschutz"[^>]*>Datenschutz</);
    expect(legal).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Cookie-Einstellungen<\/button>/);
    expect(legal).toContain(`<a href="${WHISTLEBLOWER_ACT_URL}" target="_blank" rel="noopener noreferrer"`);
    expect(legal).toContain("Hinweisgeberschutzgesetz");
    expect(legal).toContain("(öffnet in neuem Tab)");
  });

  it("shows each language only its own parts of a bilingual block, and leaves out a logo block marked for the other", () => {
    const settings = shellSettings({
      html_footer_bottom: { code: '<p lang="de">Gefördert von der Stadt</p><p lang="en">Funded by the city</p>' },
      html_footer_logos: { code: '<img lang="de" src="/media/logo-de-480.jpg" alt="Stadt">' },
    });
    const english = render("en", settings);
    expect(english).toContain("Funded by the city");
    expect(english).not.toContain("Gefördert");
    expect(english).not.toContain("logo-de-480");
    expect(english).not.toContain('aria-label="Partners and sponsors"');
    const german = render("de", settings);
    expect(german).toContain("Gefördert von der Stadt");
    expect(german).not.toContain("Funded");
    expect(german).toContain("logo-de-480");
  });

  it("names the legal links in English", () => {
    const html = render("en");
    expect(html).toMatch(/href="\/en\/agb"[^>]*>GTC</);
    expect(html).toMatch(/href="\/en\/impressum"[^>]*>Imprint</);
    expect(html).toMatch(/href="\/en\/datenschutz"[^>]*>Privacy policy</);
    expect(html).toContain(">Cookie settings</button>");
    expect(html).toContain("Whistleblower Protection Act");
  });

  it("lists the footer navigation without repeating the legal row or in-page anchors", () => {
    const html = render("de");
    const nav = html.slice(html.indexOf('aria-label="Fußnavigation"'), html.indexOf('aria-label="Rechtliches"'));
    expect(nav).toContain(">Presse<");
    expect(nav).toMatch(/href="https:\/\/instagram.example.org\/museum" target="_blank"/);
    expect(nav).not.toContain("/de/agb");
    expect(nav).not.toContain("#cookie-settings");
    expect(nav).not.toContain("hinschg");
  });

  it("inserts the three HTML blocks of the settings in their places", () => {
    const html = render("de");
    const top = html.indexOf("<p>Uferstraße 12</p>");
    const logos = html.indexOf('alt="Kulturstiftung"');
    const bottom = html.indexOf("<p>Gefördert von der Stadt</p>");
    expect(top).toBeGreaterThan(-1);
    expect(logos).toBeGreaterThan(top);
    expect(bottom).toBeGreaterThan(logos);
    expect(html).toContain('aria-label="Partner und Förderer"');
  });

  it("gates a block that loads from another service behind that service's consent placeholder", () => {
    const html = render("de", shellSettings({ html_footer_top: { code: '<iframe src="https://open.spotify.com/embed/show/1" title="Podcast"></iframe>' } }));
    expect(html).toContain('data-consent-service="spotify"');
    expect(html).toContain(">Spotify erlauben</button>");
    expect(html).not.toContain("<iframe");
  });

  it("leaves out empty blocks and an empty partner section", () => {
    const html = render("en", shellSettings({ html_footer_logos: { code: " " }, html_footer_top: { code: "" } }));
    expect(html).not.toContain("Partners and sponsors");
    expect(html).not.toContain("Uferstraße");
  });
});
