import { expect, test, type Locator } from "@playwright/test";
import { giveConsent } from "./helpers/consent";

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

/**
 * The part of the hero's text block inside the window and the hero image's box there, in
 * window px; null when the text is out of view. The text is white: it needs the image behind it.
 */
const textAndImage = (hero: Locator) => hero.evaluate((section) => {
  const text = section.querySelector("h2")!.parentElement!.getBoundingClientRect();
  const image = section.querySelector("img")!.getBoundingClientRect();
  const top = Math.max(text.top, 0);
  const bottom = Math.min(text.bottom, window.innerHeight);
  return bottom <= top ? null : { top: Math.round(top), bottom: Math.round(bottom), imageTop: Math.round(image.top), imageBottom: Math.round(image.bottom) };
});

for (const path of ["/de/freundeskreis", "/en/friends"]) {
  for (const width of [1280, 390]) {
    test(`${path} at ${width} px: the sticky hero's image is behind its white text before and while scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const hero = page.locator("section[aria-labelledby^='hero-']").first();
      await expect(hero.getByRole("heading")).toBeAttached();
      const checks = [await textAndImage(hero)];
      // Scrolled just so far that the whole text block is in the window, at its bottom edge.
      await hero.evaluate((section) => window.scrollBy(0, section.querySelector("h2")!.parentElement!.getBoundingClientRect().bottom - window.innerHeight));
      checks.push(await textAndImage(hero));
      const seen = checks.filter((check) => check !== null);
      expect(seen.length).toBeGreaterThan(0);
      for (const check of seen) {
        expect(check.imageTop, JSON.stringify(check)).toBeLessThanOrEqual(check.top);
        expect(check.imageBottom, JSON.stringify(check)).toBeGreaterThanOrEqual(check.bottom);
      }
    });
  }
}
