import { expect, test } from "@playwright/test";
import type { EventItem } from "@schemas/api/event";
import type { Paged } from "@schemas/api/paging";
import { calendarPage } from "../../scripts/seed/pages/calendar";
import { BREAKING_NEWS, FOOTER_HTML } from "../../scripts/seed/content/site";
import { giveConsent } from "./helpers/consent";

// The cookie manager would cover the page; these tests are about what a visitor reads on it.
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

const HEADLINE = { de: calendarPage.translations.de.headline!, en: calendarPage.translations.en.headline! };

test("an English page has no German footer line or name, its alert links to the English page, its logo is the English wordmark", async ({ page }) => {
  expect(FOOTER_HTML.bottom).toContain("Gefördert");
  await page.goto("/en");
  const footer = page.locator("footer");
  await expect(footer).toContainText("Funded by the City of Flussheim");
  await expect(footer).toContainText("Museum by the River");
  expect(await footer.innerText()).not.toMatch(/Gefördert|Museum am Fluss/);
  const alert = page.locator("section[data-alert-id]");
  await expect(alert.getByRole("link", { name: BREAKING_NEWS.link_title.en })).toHaveAttribute("href", "/en/visit/directions");
  await expect(page.locator('header a[href="/en"] img')).toHaveAttribute("src", /logo-museum-en-\d+\.jpg$/);
  await alert.getByRole("link", { name: BREAKING_NEWS.link_title.en }).click();
  await expect(page).toHaveURL(/\/en\/visit\/directions$/);
  await expect(page.locator("h1")).toBeVisible();
});

test("a German page keeps its German footer line, its alert link and the German wordmark", async ({ page }) => {
  await page.goto("/de");
  const footer = page.locator("footer");
  await expect(footer).toContainText("Gefördert von der Stadt Flussheim");
  expect(await footer.innerText()).not.toContain("Funded by");
  await expect(page.locator("section[data-alert-id]").getByRole("link", { name: BREAKING_NEWS.link_title.de })).toHaveAttribute("href", "/de/besuch/anfahrt");
  await expect(page.locator('header a[href="/de"] img')).toHaveAttribute("src", /logo-museum-\d+\.jpg$/);
});

for (const lang of ["de", "en"] as const) {
  test(`${lang}: the calendar and the event overlay show the headline of the events route's page-editor page`, async ({ page, request }) => {
    const response = await request.get(`/${lang}/pageeditor-api/page/kalender`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ headline: HEADLINE[lang], urls: { de: "/de/kalender", en: "/en/kalender" } });

    await page.goto(`/${lang}/kalender`);
    await expect(page.locator("header [data-page-headline]")).toHaveText(HEADLINE[lang]);

    await page.goto(`/${lang}/programme?overlay=true`);
    const overlay = page.locator("dialog[data-event-overlay]");
    await expect(overlay.getByRole("heading", { name: "Programm und Karten" })).toBeVisible();
    await expect(overlay.locator("[data-overlay-headline]")).toHaveText(HEADLINE[lang]);
  });
}

test("an event whose room is called like its venue names the place once in its meta line", async ({ page, request }) => {
  const rooms = (await (await request.get("/api/rooms/?lang=de")).json()) as { id: number; name: string }[];
  const room = rooms.find((item) => item.name === "Alte Pumpstation");
  expect(room, "the seeded room Alte Pumpstation").toBeTruthy();
  const list = (await (await request.get(`/de/api/events/?room=${room!.id}&page_size=5`)).json()) as Paged<EventItem>;
  const event = list.results[0];
  expect(event, "a seeded event in the room Alte Pumpstation").toBeTruthy();
  await page.goto(event!.url);
  const meta = page.locator("article p").filter({ hasText: "Alte Pumpstation" }).first();
  await expect(meta).toBeVisible();
  const parts = (await meta.innerText()).split(" · ");
  expect(parts.filter((part) => part === "Alte Pumpstation")).toHaveLength(1);
  expect(new Set(parts).size).toBe(parts.length);
});
