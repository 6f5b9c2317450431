import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";

// The shipped static error pages (000 §7 "GET /html/{status}.html") and their use by the site.

test("serves /html/404.html, 500.html and 503.html as HTML pages in both languages", async ({ request }) => {
  for (const status of [404, 500, 503]) {
    const response = await request.get(`/html/${status}.html`);
    expect(response.status(), String(status)).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(`Fehler ${status}`);
    expect(html).toContain(`Error ${status}`);
  }
});

test("the static 404 page reads well on its own: one language each part, a way home, no axe violations", async ({ page }) => {
  await page.goto("/html/404.html");
  await expect(page).toHaveTitle(/Museum am Fluss/);
  await expect(page.locator('section[lang="en"] h1')).toHaveText("This page could not be found");
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/de$/);
  await page.goto("/html/404.html");
  expect(await axeViolations(page)).toEqual([]);
});

test("the site's 404 page shows the static page's part in the page's language", async ({ page }) => {
  const response = await page.goto("/en/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.locator('section.error-lang[lang="en"]')).toBeVisible();
  await expect(page.locator('section.error-lang[lang="de"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(page.getByRole("link", { name: "Back to the start page" })).toHaveAttribute("href", "/en");
});
