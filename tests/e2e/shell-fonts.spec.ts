import { expect, test } from "@playwright/test";

/*
 * The site's own fonts may arrive after the page is painted (a slow line, a first visit):
 * the text a visitor is reading must not move when they do. The page keeps the face it was
 * painted with (src/site/styles/fonts.css); the next page takes the site's from the cache.
 */

/**
 * The sizes of the page title (the display face) and the cookie manager's first paragraph
 * (the body face), in CSS pixels: another face sets the same words wider or narrower, and
 * wraps them into other lines.
 */
const textBoxes = () => {
  const box = (selector: string) => {
    const rect = document.querySelector(selector)?.getBoundingClientRect();
    return rect ? `${Math.round(rect.width)}×${Math.round(rect.height)}` : null;
  };
  return { title: box("main h1"), manager: box("dialog p") };
};

test("text keeps the face and lines it was painted with when the web fonts arrive late", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  let fontsServed = 0;
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    fontsServed++;
    await route.continue();
  });
  // The boxes as first painted: read on the first frame after the document has been parsed.
  await page.addInitScript(`document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => { window.__firstBoxes = (${textBoxes.toString()})(); }));`);
  await page.goto("/de/kalender");
  await expect.poll(() => fontsServed).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  const painted = await page.evaluate("window.__firstBoxes") as ReturnType<typeof textBoxes>;
  expect(painted.title).not.toBeNull();
  expect(painted.manager).not.toBeNull();
  expect(await page.evaluate(textBoxes)).toEqual(painted);
  await context.close();
});
