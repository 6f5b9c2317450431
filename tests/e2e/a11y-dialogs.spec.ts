import { expect, test, type Page } from "@playwright/test";
import { cookieManager, giveConsent, reopenFromFooter } from "./helpers/consent";

const TEXT = {
  de: { manager: "Cookie-Einstellungen", home: "/de" },
  en: { manager: "Cookie settings", home: "/en" },
} as const;

const manager = (page: Page, lang: keyof typeof TEXT) => cookieManager(page, TEXT[lang].manager);
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

/** Tabs `count` times (backwards with `shift`) and returns the stops that were outside `selector`. */
async function stopsOutside(page: Page, selector: string, count: number, shift = false): Promise<string[]> {
  const outside: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
    if (!(await focusInside(page, selector))) {
      outside.push(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim().slice(0, 30) ?? ""}`));
    }
  }
  return outside;
}

for (const lang of ["de", "en"] as const) {
  test(`${lang}: on a first visit the cookie manager keeps focus, ignores Esc and leaves the page inert`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(TEXT[lang].home);
    const dialog = manager(page, lang);
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(page, "dialog")).toBe(true);
    expect(await stopsOutside(page, "dialog", 30)).toEqual([]);
    expect(await stopsOutside(page, "dialog", 30, true)).toEqual([]);
    // No decision yet: Esc does not dismiss it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    // The page behind takes no clicks: the burger stays closed.
    await page.locator("#site-menu-button").click({ force: true, timeout: 2000 }).catch(() => undefined);
    await expect(page.locator("#site-menu-button")).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => document.querySelector("main")?.matches(":modal") === false && !!document.querySelector("dialog:modal"))).toBe(true);
  });

  test(`${lang}: reopened after a decision, the cookie manager keeps focus and Esc closes it`, async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(TEXT[lang].home);
    const opener = page.getByRole("contentinfo").getByRole("button", { name: TEXT[lang].manager });
    const dialog = manager(page, lang);
    await reopenFromFooter(opener, dialog);
    expect(await stopsOutside(page, "dialog", 30)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`${lang}: focus never wanders from the open burger menu into the page under it`, async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(TEXT[lang].home);
    const burger = page.locator("#site-menu-button");
    const panel = page.locator("#site-menu");
    await burger.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const inMenu = await page.evaluate(() => !!document.activeElement?.closest("#site-menu, #site-menu-button"));
      // Either focus is in the menu, or the menu has closed and the page is in view again.
      if (!inMenu) {
        await expect(panel).toBeHidden();
        await expect(burger).toHaveAttribute("aria-expanded", "false");
        return;
      }
    }
    throw new Error("Tab never left the burger menu's 40 first stops");
  });
}
