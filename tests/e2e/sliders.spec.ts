import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";

// Swiper loads with the first slider a page renders (modules/*/slider.client.tsx), not with
// every CMS page: the home page's slider works, a page without one never downloads it.

const CASES = [
  { lang: "de", label: "Jetzt im Museum", previous: "zurück", next: "weiter" },
  { lang: "en", label: "Now at the museum", previous: "previous", next: "next" },
] as const;

/** The bodies of the scripts a page loads until the network is idle. */
function collectScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return bodies;
}

for (const { lang, label, previous, next } of CASES) {
  test(`${lang}: the home page's slider moves by its buttons once Swiper has loaded with it`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await giveConsent(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${lang}`);
    const slider = page.getByRole("region", { name: label });
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
  // One of Swiper's option names, which minifying keeps.
  expect(bodies.filter((body) => body.includes("containerModifierClass"))).toEqual([]);
});
