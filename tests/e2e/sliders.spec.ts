import { expect, test } from "@playwright/test";
import { giveConsent } from "./helpers/consent";
import { collectScripts } from "./helpers/scripts";

// Swiper loads when the first slider on a page comes near the screen (src/site/load-when-visible):
// the home page's slider, below its first screen, costs nothing until the visitor scrolls to it,
// then works; a page without a slider never downloads it.

const CASES = [
  { lang: "de", label: "Jetzt im Museum", previous: "zurück", next: "weiter" },
  { lang: "en", label: "Now at the museum", previous: "previous", next: "next" },
] as const;

// One of Swiper's option names, which minifying keeps.
const SWIPER_CODE = "containerModifierClass";

for (const { lang, label, previous, next } of CASES) {
  test(`${lang}: the home page's slider loads Swiper when scrolled to, then moves by its buttons`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await giveConsent(context, baseURL!);
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(`/${lang}`, { waitUntil: "networkidle" });
    // The carousel, not the teaser list's section of the same name around it.
    const slider = page.getByRole("region", { name: label }).and(page.locator("[aria-roledescription=carousel]"));
    expect(await slider.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(844 + 200);
    expect((await Promise.all(scripts)).filter((body) => body.includes(SWIPER_CODE))).toEqual([]);
    await expect(slider.locator(".swiper-initialized")).toHaveCount(0);
    await slider.scrollIntoViewIfNeeded();
    const back = slider.getByRole("button", { name: previous, exact: true });
    const forward = slider.getByRole("button", { name: next, exact: true });
    await expect(back).toBeDisabled();
    // Swiper marks its container once it runs; before that the buttons would do nothing.
    await expect(slider.locator(".swiper-initialized")).toHaveCount(1);
    await forward.click();
    await expect(back).toBeEnabled();
    await back.click();
    await expect(back).toBeDisabled();
    await context.close();
  });
}

test("a page without a slider loads no Swiper", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/de/impressum", { waitUntil: "networkidle" });
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(SWIPER_CODE))).toEqual([]);
});
