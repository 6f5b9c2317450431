import { expect, test, type Page } from "@playwright/test";
import { giveConsent } from "./helpers/consent";

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

/** Prefetches are refused (one that finished first would make the navigation instant) and the route's data is slowed. */
async function slowNavigations(page: Page) {
  await page.route(/_rsc=/, async (route) => {
    if (route.request().headers()["next-router-prefetch"]) return route.abort();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

test.describe("loading skeletons", () => {
  test("a page's first HTML shows the page, not a skeleton, also to a browser without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await giveConsent(context, baseURL!);
    const page = await context.newPage();
    for (const [path, heading] of [["/de/impressum", "Impressum"], ["/de/kalender", "Kalender"], ["/de/team", "Team"], ["/de/stories", "Stories"]] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
      await expect(page.locator("[data-route-loading]"), path).toHaveCount(0);
    }
    await context.close();
  });

  test("a slow navigation shows the next page's skeleton in place of the page, then the page", async ({ page }) => {
    await slowNavigations(page);
    await page.goto("/de/impressum");
    const imprint = page.getByRole("heading", { level: 1, name: "Impressum" });
    await expect(imprint).toBeVisible();
    await page.locator("footer").getByRole("link", { name: "Datenschutz" }).click();
    const skeleton = page.locator("[data-route-loading='detail']");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.getByRole("status")).toHaveText("Wird geladen …");
    await expect(imprint).toBeHidden();
    await expect(page).toHaveURL(/\/de\/datenschutz$/);
    await expect(page.getByRole("heading", { level: 1, name: "Datenschutz" })).toBeVisible();
    await expect(page.locator("[data-route-loading]")).toHaveCount(0);
  });

  test("the calendar's skeleton has the event rows, the home page's its hero shape", async ({ page }) => {
    await slowNavigations(page);
    await page.goto("/de/impressum");
    await page.locator("a[href='/de/kalender']:visible").first().click();
    await expect(page.locator("[data-route-loading='events'] [data-skeleton='events']")).toBeVisible();
    await expect(page).toHaveURL(/\/de\/kalender$/);
    await page.locator("a[href='/de']:visible").first().click();
    await expect(page.locator("[data-route-loading='home'] [data-skeleton='home']")).toBeVisible();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("[data-route-loading]")).toHaveCount(0);
  });
});
