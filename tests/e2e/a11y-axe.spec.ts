import { expect, test, type Page } from "@playwright/test";
import { matchRoute, type RouteName } from "@/i18n/routes";
import { axeViolations } from "./helpers/axe";
import { cookieManager, giveConsent } from "./helpers/consent";

/**
 * axe on one page of every visitor route, in both languages, on a desktop and at 320 px, and
 * with what opens over the pages: the cookie manager, the burger menu, the event overlay and
 * the booking widget. The pages are the demo content's own, found through their links.
 */

const WIDTHS = [1280, 320] as const;
/** Routes a visitor reaches by links from the pages below; each must be checked. */
const EXPECTED: RouteName[] = [
  "home", "calendar", "event", "magazine", "magazine-category", "magazine-tags", "magazine-tag", "article", "team", "person",
  "programme", "production", "venue", "series", "form", "legals-agb", "legals-privacy", "legals-imprint", "search",
];
/** The visitors' user area, reached from the header's account link and from one another. */
const USER_AREA = ["user/login", "user/register", "user/password-reset", "user/profile"] as const;
const TEXT = {
  de: { menu: "Menü", overlay: "Programm und Karten öffnen", book: "Karten buchen", manager: "Cookie-Einstellungen", cms: "/de/besuch" },
  en: { menu: "Menu", overlay: "Open Programm und Karten (programme and tickets)", book: "Book tickets", manager: "Cookie settings", cms: "/en/visit" },
} as const;

/** The site's own links on a page, as paths. */
const linksOn = (page: Page) =>
  page.locator("a[href^='/']").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

/** One path per route, collected from the home page, the lists and a detail page of each kind. */
async function samplePaths(page: Page, lang: "de" | "en"): Promise<Map<RouteName, string>> {
  const found = new Map<RouteName, string>();
  const visit = async (path: string) => {
    await page.goto(path);
    for (const href of await linksOn(page)) {
      const match = matchRoute(href);
      if (match && match.lang === lang && !found.has(match.name)) found.set(match.name, href);
    }
  };
  // The visit page links the group-tour form.
  for (const path of [`/${lang}`, `/${lang}/kalender`, `/${lang}/stories`, `/${lang}/stories/tags`, `/${lang}/team`, `/${lang}/programme`, TEXT[lang].cms]) await visit(path);
  for (const name of ["event", "production"] as const) {
    const path = found.get(name);
    if (path) await visit(path);
  }
  // Venues and series are reached from search and the calendar's filters, not by links.
  const request = page.context().request;
  const venues = (await (await request.get(`/${lang}/api/search/?q=${lang === "de" ? "Pumpstation" : "Pumping"}&category=venues`)).json()) as { results: { url: string }[] };
  if (venues.results[0]) found.set("venue", new URL(venues.results[0].url, page.url()).pathname);
  const series = (await (await request.get(`/api/series/?lang=${lang}`)).json()) as { id: number }[];
  // A stale slug is answered with a redirect to the series' own address.
  if (series[0]) found.set("series", `/${lang}/series/x/${series[0].id}`);
  found.set("search", `/${lang}/search?q=${lang === "de" ? "Ausstellung" : "exhibition"}`);
  return found;
}

const axeClean = async (page: Page, where: string) => expect(await axeViolations(page), where).toEqual([]);

for (const lang of ["de", "en"] as const) {
  const text = TEXT[lang];

  for (const width of WIDTHS) {
    test(`${lang} at ${width} px: axe finds nothing on any route, nor with the burger menu open`, async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await giveConsent(context, baseURL!);
      await page.setViewportSize({ width, height: 800 });
      const paths = await samplePaths(page, lang);
      expect(EXPECTED.filter((name) => !paths.has(name)), "routes without a sample page").toEqual([]);
      for (const path of [...paths.values(), text.cms, ...USER_AREA.map((route) => `/${lang}/${route}`), `/${lang}/gibt-es-nicht`]) {
        await page.goto(path);
        await axeClean(page, path);
      }
      if (width === 320) {
        await page.goto(`/${lang}`);
        await page.getByRole("button", { name: text.menu, exact: true }).click();
        await expect(page.locator("#site-menu-button")).toHaveAttribute("aria-expanded", "true");
        await axeClean(page, "burger menu");
      }
    });

    test(`${lang} at ${width} px: axe finds nothing with the cookie manager, the event overlay or the booking widget open`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(text.cms);
      await expect(cookieManager(page, text.manager)).toBeVisible();
      await axeClean(page, "cookie manager on a first visit");

      await giveConsent(context, baseURL!);
      await page.goto(`/${lang}/programme`);
      await page.getByRole("button", { name: text.overlay }).click();
      await expect(page.locator("dialog[data-event-overlay]")).toBeVisible();
      await axeClean(page, "event overlay");

      // The overlay lists its events once they have loaded.
      const eventLinks = async () => [...new Set((await linksOn(page)).filter((href) => matchRoute(href)?.name === "event"))];
      await expect.poll(async () => (await eventLinks()).length, { timeout: 20_000 }).toBeGreaterThan(0);
      const events = await eventLinks();
      for (const event of events) {
        await page.goto(event);
        const book = page.getByRole("main").getByRole("button", { name: text.book });
        if (!(await book.count())) continue;
        await book.first().click();
        await expect(page.getByRole("dialog", { name: new RegExp(`^${text.book}: `) })).toBeVisible();
        await axeClean(page, `booking widget on ${event}`);
        return;
      }
      throw new Error("no bookable event linked from the event overlay");
    });
  }
}
