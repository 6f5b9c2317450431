import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

/** The first link on a listing page whose path matches (a detail page of the demo content). */
async function firstDetail(page: Page, listing: string, pattern: RegExp): Promise<string> {
  await page.goto(listing);
  // A list may still be filling in after the load event (the calendar fetches its events).
  let href: string | undefined;
  await expect.poll(async () => {
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    href = hrefs.find((candidate) => pattern.test(candidate));
    return href !== undefined;
  }, { message: `a link matching ${pattern} on ${listing}`, timeout: 15_000 }).toBe(true);
  return href!;
}

/** What sticks out to the right of a window `width` px wide, for a readable failure. */
const overflowing = (page: Page, width = 320) => page.evaluate((limit) =>
  [...document.querySelectorAll("body *")]
    .filter((element) => element.getBoundingClientRect().right > limit + 1 && getComputedStyle(element).position !== "fixed")
    .slice(-5)
    .map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`), width);

for (const lang of ["de", "en"] as const) {
  test(`${lang}: no page scrolls sideways at 320 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const paths = [
      `/${lang}`,
      `/${lang}/kalender`,
      lang === "de" ? "/de/besuch" : "/en/visit",
      `/${lang}/impressum`,
      await firstDetail(page, `/${lang}/stories`, new RegExp(`^/${lang}/stories/(?!tags|categories)[^/]+/\\d+$`)),
      await firstDetail(page, `/${lang}/kalender`, new RegExp(`^/${lang}/kalender/[^/]+/\\d+`)),
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("load");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path}: ${(await overflowing(page)).join(", ")}`).toBeLessThanOrEqual(320);
    }
  });
}

test("de: the long German event heading wraps inside its box at 320 and 390 px", async ({ page }) => {
  // "Kuratorinnenführung:" is one long word: it has to break inside the heading, not push the page sideways.
  const path = await firstDetail(page, `/de/search/events?q=${encodeURIComponent("Kuratorinnenführung")}`, /^\/de\/kalender\/kuratorinnenfuehrung-das-ufer\/\d+$/);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto(path);
    await page.waitForLoadState("load");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("Kuratorinnenführung");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${width} px: ${(await overflowing(page, width)).join(", ")}`).toBeLessThanOrEqual(width);
    const box = await heading.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(box.scrollWidth, `h1 at ${width} px`).toBeLessThanOrEqual(box.clientWidth);
  }
});
