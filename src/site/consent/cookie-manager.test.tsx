import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { CookieManager } from "./cookie-manager";

describe("cookie manager in the server HTML", () => {
  const html = renderToString(<CookieManager lang="de" />);

  it("is closed for everyone: the client decides after hydration (pages are cached)", () => {
    expect(html).toMatch(/^<dialog [^>]*aria-labelledby/);
    expect(html).not.toMatch(/^<dialog [^>]*\bopen/);
    expect(html).toMatch(/aria-labelledby="[^"]+-title"/);
    expect(html).toContain(">Cookie-Einstellungen</h2>");
  });

  it("offers the four categories as switches, required always on and not switchable", () => {
    expect(html.match(/role="switch"/g)).toHaveLength(4);
    const required = html.match(/<input[^>]*data-category="required"[^>]*>/)?.[0] ?? "";
    expect(required).toContain('checked=""');
    expect(required).toContain('disabled=""');
    expect(html.match(/<input[^>]*data-category="tracking"[^>]*>/)?.[0]).not.toContain("checked");
    for (const name of ["Notwendig", "Statistik und Tracking", "Externe Medien", "Marketing"]) expect(html).toContain(`>${name}</label>`);
  });

  it("lists each category's services with purpose and cookies", () => {
    expect(html).toContain("Google Analytics");
    expect(html).toContain("_ga, _ga_*, _gid");
    expect(html).toContain("Zeigt das Magazin zum Blättern.");
    expect(html).toContain("Dienste und Cookies (4)");
  });

  it("has the three buttons and links the privacy policy", () => {
    for (const label of ["Alle akzeptieren", "Cookies löschen", "Einstellungen speichern"]) expect(html).toMatch(new RegExp(`<button[^>]*>${label}</button>`));
    expect(html).toContain('href="/de/datenschutz"');
  });

  it("speaks English on the English site", () => {
    const en = renderToString(<CookieManager lang="en" />);
    expect(en).toContain(">Accept all</button>");
    expect(en).toContain('href="/en/datenschutz"');
  });
});
