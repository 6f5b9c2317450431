import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";

/* Series, venue and team pages (issue 4, 001 §2): h1, canonical slug redirect, 404, axe. */

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL!);
});

for (const lang of ["de", "en"] as const) {
  test(`${lang}: a series page redirects a stale slug, shows its h1 and passes axe`, async ({ page, request }) => {
    const options = (await (await request.get(`/api/series/?lang=${lang}`)).json()) as { id: number; name: string }[];
    const first = options[0]!;
    await page.goto(`/${lang}/series/stale-slug/${first.id}`);
    await expect(page).not.toHaveURL(/stale-slug/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
    await expect(page.locator(`link[rel=alternate][hreflang=${lang === "de" ? "en" : "de"}]`)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    expect((await page.goto(`/${lang}/series/x/99999999`))?.status()).toBe(404);
  });

  test(`${lang}: a venue page shows its h1 and passes axe`, async ({ page, request }) => {
    const found = (await (await request.get(`/${lang}/api/search/?q=${lang === "de" ? "Pumpstation" : "Pumping"}&category=venues`)).json()) as { results: { url: string; title: string }[] };
    const venue = found.results[0]!;
    const response = await page.goto(venue.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(venue.title);
    expect(await axeViolations(page)).toEqual([]);
    expect((await page.goto(`/${lang}/venues/x/99999999`))?.status()).toBe(404);
  });
}

for (const lang of ["de", "en"] as const) {
  test(`${lang}: the team list links to a person page with its h1; both pass axe`, async ({ page }) => {
    expect((await page.goto(`/${lang}/team`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const link = page.locator(`main a[href^="/${lang}/team/"]`).first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await axeViolations(page)).toEqual([]);
    expect((await page.goto(`/${lang}/team/x/99999999`))?.status()).toBe(404);
  });
}
