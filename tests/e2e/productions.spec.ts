import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";

/*
 * Productions list and detail (001 §2), and axe on the magazine's tag pages, in both
 * languages against the demo seed (five running productions, one of them a concert series).
 */

const TEXT = {
  de: { title: "Programm", type: "Veranstaltungsart", concert: "Konzert", empty: "Leider hat Ihre Auswahl kein Ergebnis erzielt.", reset: "Filter zurücksetzen", dates: "Termine und Tickets" },
  en: { title: "Programme", type: "Exhibition Type", concert: "Concert", empty: "Unfortunately, your selection did not produce any result.", reset: "Reset filters", dates: "Dates and Tickets" },
} as const;

const PRODUCTION_ORDER = ["opening-hours", "description", "image-slider", "programs", "video", "contributors", "events", "blog", "promoter"];

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL!);
});

const cardIds = (page: Page) => page.locator("main article[data-production-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-production-id")));

for (const lang of ["de", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: the productions list filters by type, keeps it in the URL and restores it on reload`, async ({ page }) => {
    const response = await page.goto(`/${lang}/programme`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await expect(page.locator("main article[data-production-id]").first()).toBeVisible();
    const all = await cardIds(page);
    expect(all.length).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);

    // The filters beside the list (the small-screen modal holds a second set).
    const side = page.locator("main fieldset").first();
    const type = side.getByLabel(text.type, { exact: true });
    await type.selectOption("konzert");
    await expect(page).toHaveURL(new RegExp(`/${lang}/programme\\?exhibition_type=konzert$`));
    // While the filtered page loads the list may be empty for a moment: wait for the result.
    await expect.poll(async () => {
      const shown = (await cardIds(page)).length;
      return shown > 0 && shown < all.length;
    }).toBe(true);
    const concerts = await cardIds(page);
    for (const meta of await page.locator("main article[data-production-id]").allTextContents()) expect(meta).toContain(text.concert);
    // The chip names the filter; the status line counts what is shown.
    await expect(page.getByRole("group").getByRole("button", { name: new RegExp(text.concert) })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: String(concerts.length) })).toBeVisible();

    await page.reload();
    await expect(side.getByLabel(text.type, { exact: true })).toHaveValue("konzert");
    await expect.poll(() => cardIds(page)).toEqual(concerts);
  });

  test(`${lang}: a date and an impossible combination empty the list; Reset filters brings it back`, async ({ page }) => {
    await page.goto(`/${lang}/programme?exhibition_type=fuehrung`);
    await expect(page.getByRole("heading", { name: text.empty })).toBeVisible();
    await page.getByRole("button", { name: text.reset }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/programme$`));
    await expect(page.locator("main article[data-production-id]").first()).toBeVisible();
    // Far in the future every seeded production is over.
    await page.locator("#production-filter-date").fill("2099-01-01");
    await expect(page).toHaveURL(/date=01-01-2099/);
    await expect(page.getByRole("heading", { name: text.empty })).toBeVisible();
  });

  test(`${lang}: a production detail has its sections in order, the dates anchor, JSON-LD and passes axe`, async ({ page, request }) => {
    await page.goto(`/${lang}/programme`);
    const link = page.locator("main article[data-production-id] h2 a").first();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^/${lang}/programme/[^/]+/\\d+$`));
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const sections = await page.locator("main [data-section]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")!));
    const known = sections.filter((id) => PRODUCTION_ORDER.includes(id));
    expect(known).toEqual(PRODUCTION_ORDER.filter((id) => known.includes(id)));
    for (const id of ["opening-hours", "description", "events"]) expect(sections).toContain(id);
    const dates = page.locator("#datesAndTickets");
    await expect(dates).toHaveAttribute("data-section", "events");
    await expect(dates.getByRole("heading", { name: text.dates })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld["@type"]).toBe("EventSeries");
    expect(ld.name).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/programme\//);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/programme\//);
    expect(await axeViolations(page)).toEqual([]);
    const id = href.split("/").pop();
    await page.goto(`/${lang}/programme/alter-name/${id}`);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect((await request.get(`/${lang}/programme/x/999999`)).status()).toBe(404);
  });

  test(`${lang}: on a phone the filters open in a modal`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/programme`);
    await expect(page.locator("main fieldset").first()).toBeHidden();
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(text.type, { exact: true }).selectOption("konzert");
    await expect(page).toHaveURL(/exhibition_type=konzert/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("main article[data-production-id]")).toHaveCount(1);
  });

  test(`${lang}: the magazine's topics overview and a tag page pass axe`, async ({ page }) => {
    expect((await page.goto(`/${lang}/stories/tags`))?.status()).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator("main ul li a[href*='/stories/tags/']").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^#/);
    expect(await axeViolations(page)).toEqual([]);
  });
}
