import { expect, test } from "@playwright/test";
import { HOME_TEXT } from "../../scripts/seed/content/page-home";
import { VISIT_TEXT } from "../../scripts/seed/content/page-visit";
import { MUSEUM } from "../../scripts/seed/content/site";
import { axeViolations } from "./helpers/axe";
import { cookieManager } from "./helpers/consent";

test("the bare domain goes to the German site", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

for (const lang of ["de", "en"] as const) {
  test(`/${lang} shows the seeded home page in its language`, async ({ page }) => {
    const response = await page.goto(`/${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveTitle(`${HOME_TEXT[lang].meta.meta_title} | ${MUSEUM.name[lang]}`);
    await expect(page.getByRole("heading", { level: 2, name: HOME_TEXT[lang].hero.headline, exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: lang === "de" ? "Hauptnavigation" : "Main navigation" }).getByRole("link").first()).toBeVisible();
    // The hero image is served from the media folder in a modern format.
    const hero = page.locator("picture img").first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);
  });
}

test("a page three levels deep renders its modules with breadcrumbs and share tags", async ({ page }) => {
  const response = await page.goto("/de/besuch/anfahrt/parken");
  expect(response?.status()).toBe(200);
  const parking = VISIT_TEXT.de.parking;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(parking.meta.headline);
  const crumbs = page.getByRole("navigation", { name: "Brotkrumennavigation" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Startseite", VISIT_TEXT.de.meta.title, VISIT_TEXT.de.directions.meta.title, parking.meta.title]);
  await expect(page.getByText("Das Parkhaus Uferstraße gegenüber dem Museum")).toBeVisible();
  await expect(page.getByRole("figure").getByText(parking.caption)).toBeVisible();
  await expect(page).toHaveTitle(`${parking.meta.title} | ${MUSEUM.name.de}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", parking.meta.meta_description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/besuch\/anfahrt\/parken$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/visit\/directions\/parking$/);
  // No share image of its own: the header logo stands in (000 §3).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/seed\/.+\.jpg$/);
});

test("the English version of a deep page is in English", async ({ page }) => {
  await page.goto("/en/visit/directions/parking");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(VISIT_TEXT.en.parking.meta.headline);
  await expect(page.getByText("The Uferstraße car park opposite the museum")).toBeVisible();
});

test("an offline page is a 404 for visitors", async ({ page }) => {
  for (const path of ["/de/vorschau", "/en/preview"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});

test("an unknown path answers 404 with the message in the page's language", async ({ page }) => {
  const de = await page.goto("/de/gibt-es-nicht");
  expect(de?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite konnte nicht gefunden werden");
  const en = await page.goto("/en/does/not/exist");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  expect((await page.goto("/fr/page"))?.status()).toBe(404);
});

test("the demo film and audio load, with captions in both languages and a transcript", async ({ page, request }) => {
  await page.goto("/de/ueber-uns");
  const main = page.getByRole("main");
  const sources = await main.locator("video source, video track, audio source").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")!));
  expect(sources).toEqual(expect.arrayContaining(["/media/seed/sample.mp4", "/media/seed/sample-de.vtt", "/media/seed/sample-en.vtt", "/media/seed/sample.mp3"]));
  for (const src of sources) expect((await request.get(src)).status(), src).toBe(200);
  const captions = await (await request.get("/media/seed/sample-de.vtt")).text();
  expect(captions).toMatch(/^WEBVTT\n\n00:00:00\.000 --> /);
  await expect(main.locator('video track[kind="captions"][srclang="de"]')).toHaveCount(1);
  await expect(main.getByText("(Stille) Drei Sekunden Ruhe im Großen Saal", { exact: false })).toBeAttached();
});

test("an external embed waits for consent, then loads", async ({ page }) => {
  await page.goto("/de/besuch/barrierefreiheit");
  // The cookie manager is modal on a first visit: saved without external media, the page opens.
  const manager = cookieManager(page, "Cookie-Einstellungen");
  await manager.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(manager).toBeHidden();
  const gate = page.getByRole("button", { name: /YouTube/ });
  await expect(gate).toBeVisible();
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
  await gate.click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test("home, a content page and the 404 page have no axe violations", async ({ page }) => {
  for (const path of ["/de", "/en/visit/directions/parking", "/de/besuch/barrierefreiheit", "/de/ueber-uns", "/de/gibt-es-nicht"]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});
