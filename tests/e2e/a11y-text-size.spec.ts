import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

const TEXT = {
  de: { search: "Suche öffnen", menu: "Menü", navigation: "Hauptnavigation" },
  en: { search: "Open search", menu: "Menu", navigation: "Main navigation" },
} as const;

/** The right edge of an element in px, to compare with the window's 1280 px. */
const rightEdge = async (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().right));

for (const lang of ["de", "en"] as const) {
  test(`${lang}: at 1280 px with doubled text, search and menu stay in the window`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}`);
    const search = page.getByRole("banner").getByRole("button", { name: TEXT[lang].search });
    const burger = page.locator("#site-menu-button");
    // At normal size the desktop menu shows beside them.
    await expect(page.getByRole("navigation", { name: TEXT[lang].navigation })).toBeVisible();

    await page.evaluate(() => { document.documentElement.style.fontSize = "200%"; });
    await expect(search).toBeVisible();
    await expect(burger).toBeVisible();
    await expect.poll(() => rightEdge(page, "#site-menu-button")).toBeLessThanOrEqual(1280);
    expect(await search.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // The burger holds the whole menu.
    await burger.click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(page.locator("#site-menu a").first()).toBeInViewport();
  });
}
