import { expect, test, type Page } from "@playwright/test";
import { BREAKING_NEWS, CLOSED_DAY_TEXT } from "../../scripts/seed/content/site";
import type { OpeningHoursEntry, OpeningHoursToday } from "@schemas/api/opening-hours-today";
import { berlinClock } from "@schemas/rules/dates";
import { effectiveHours, openingStatus } from "@/site/header/opening-status";
import { WHISTLEBLOWER_ACT_URL } from "@/site/footer/external-links";
import { ALERT_DISMISS_COOKIE } from "@/site/alert/alert-cookie";
import { CART_AMOUNT_COOKIE } from "@/contracts/cart-cookies";
import { CART_CHANGE_EVENT } from "@/site/cart/cart-cookies";
import { site as de } from "@/i18n/resources/de/site";
import { site as en } from "@/i18n/resources/en/site";
import { axeViolations } from "./helpers/axe";
import { giveConsent, reopenFromFooter } from "./helpers/consent";

const TEXT = { de, en } as const;
const LANGS = ["de", "en"] as const;

// The cookie manager would cover the header; these tests are about the shell around it.
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!));

const siteHeader = (page: Page) => page.locator("header:has([data-header-top])");
const burger = (page: Page) => page.locator("#site-menu-button");
const panel = (page: Page) => page.locator("#site-menu");

for (const lang of LANGS) {
  const text = TEXT[lang];

  test(`${lang}: the top header shows today's opening hours with the status for Berlin's clock`, async ({ page, request }) => {
    await page.goto(`/${lang}`);
    const hours = page.locator("[data-opening-hours][data-status]");
    await expect(hours).toBeVisible();
    const today = await (await request.get(`/api/opening-hours-today/?lang=${lang}`)).json();
    const expected = openingStatus(effectiveHours(today), berlinClock(new Date()).time);
    await expect(hours).toHaveAttribute("data-status", expected);
    await expect(hours).toContainText(text.opening_hours[`status_${expected}`]);
    await expect(hours).toContainText(new RegExp(`${text.opening_hours.today}|${text.opening_hours.closed}`));
  });

  test(`${lang}: the search box expands, focuses, refuses empty text and submits q`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const input = page.getByRole("combobox", { name: text.header.search_label });
    await expect(input).toBeHidden();
    await page.getByRole("button", { name: text.header.search_open }).click();
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    // Empty: Enter does nothing, a click on the button collapses the box.
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await page.getByRole("button", { name: text.header.search_submit, exact: true }).click();
    await expect(input).toBeHidden();
    // A click outside collapses it too.
    await page.getByRole("button", { name: text.header.search_open }).click();
    await expect(input).toBeFocused();
    await page.getByText(/© \d{4}/).click();
    await expect(input).toBeHidden();
    // With text, the button submits to the search route.
    await page.getByRole("button", { name: text.header.search_open }).click();
    await input.fill("  Garten am Fluss ");
    await page.getByRole("button", { name: text.header.search_submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=Garten(%20|\\+)am(%20|\\+)Fluss$`));
  });

  test(`${lang}: footer has the legal links, cookie settings and the whistleblower act in a new tab`, async ({ page, context }) => {
    await context.route(`${WHISTLEBLOWER_ACT_URL}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>HinSchG</title>" }));
    await page.goto(`/${lang}`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: text.footer.gtc, exact: true })).toHaveAttribute("href", `/${lang}/agb`);
    await expect(footer.getByRole("link", { name: text.footer.imprint, exact: true })).toHaveAttribute("href", `/${lang}/impressum`);
    await expect(footer.getByRole("link", { name: text.footer.privacy, exact: true })).toHaveAttribute("href", `/${lang}/datenschutz`);
    const whistleblower = footer.getByRole("link", { name: `${text.footer.whistleblower} ${text.footer.new_tab}` });
    await expect(whistleblower).toHaveAttribute("target", "_blank");
    await expect(whistleblower).toHaveAttribute("rel", /noopener/);
    const [popup] = await Promise.all([context.waitForEvent("page"), whistleblower.click()]);
    await expect(popup).toHaveURL(WHISTLEBLOWER_ACT_URL);
    await popup.close();
    // Internal legal links go through the router and land on the CMS page.
    await footer.getByRole("link", { name: text.footer.imprint, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/impressum$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("the shell's APIs answer with and without the trailing slash", async ({ request }) => {
  for (const path of ["/api/opening-hours-today", "/api/breaking-news", "/api/user-details"]) {
    for (const url of [`${path}/?lang=en`, `${path}?lang=en`]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
    }
    expect((await request.get(`${path}/?lang=xx`)).status(), path).toBe(400);
  }
  const hours = await (await request.get("/api/opening-hours-today/", { headers: { "Accept-Language": "en-GB,en;q=0.9" } })).json();
  expect(Object.keys(hours)).toEqual(["date", "opening_hours", "opening_hours_exceptions"]);
  const [alert] = await (await request.get("/api/breaking-news?lang=en")).json();
  // The alert's one link is the English page's address for an English reader.
  expect(alert).toEqual({
    id: expect.any(Number), title: BREAKING_NEWS.title.en, text: BREAKING_NEWS.text.en, link: { url: "/en/visit/directions" }, link_title: BREAKING_NEWS.link_title.en,
  });
  expect(await (await request.get("/api/user-details/")).json()).toMatchObject({ is_logged_in: false, has_dashboard_online_access: false });
});

test("the footer's cookie settings reopen the cookie manager", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await reopenFromFooter(page.getByRole("contentinfo").getByRole("button", { name: TEXT.en.footer.cookie_settings }), page.getByRole("dialog", { name: "Cookie settings" }));
});

test("desktop menu by mouse: one dropdown at a time, closed by a click outside", async ({ page }) => {
  await page.goto("/de");
  const menu = page.getByRole("navigation", { name: "Hauptnavigation" });
  const programme = menu.getByRole("button", { name: "Untermenü Programm" });
  const visit = menu.getByRole("button", { name: "Untermenü Besuch" });
  await programme.click();
  await expect(programme).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Kalender" })).toBeVisible();
  await visit.click();
  await expect(programme).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Kalender" })).toBeHidden();
  await expect(menu.getByRole("link", { name: "Anfahrt" })).toBeVisible();
  await page.getByText(/© \d{4}/).click();
  await expect(menu.getByRole("link", { name: "Anfahrt" })).toBeHidden();
  // A dropdown link navigates and the dropdown closes.
  await visit.click();
  await menu.getByRole("link", { name: "Anfahrt" }).click();
  await expect(page).toHaveURL(/\/de\/besuch\/anfahrt$/);
  await expect(visit).toHaveAttribute("aria-expanded", "false");
});

test("desktop menu by keyboard: Enter opens, Tab enters the dropdown, Esc closes and returns focus", async ({ page }) => {
  await page.goto("/en");
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  const toggle = menu.getByRole("button", { name: "What's on submenu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Calendar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "Calendar" })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("burger menu by mouse: opens with no-scroll, one submenu at a time, the burger closes it", async ({ page }) => {
  await page.goto("/de");
  await burger(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(burger(page)).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("body")).toHaveClass(/(^|\s)no-scroll(\s|$)/);
  const primary = panel(page).getByRole("navigation", { name: "Hauptmenü" });
  await expect(panel(page).getByRole("navigation", { name: "Servicemenü" })).toBeVisible();
  await primary.getByRole("button", { name: "Untermenü Programm" }).click();
  await expect(primary.getByRole("link", { name: "Kalender" })).toBeVisible();
  await primary.getByRole("button", { name: "Untermenü Über uns" }).click();
  await expect(primary.getByRole("link", { name: "Kalender" })).toBeHidden();
  await expect(primary.getByRole("link", { name: "Freundeskreis" })).toBeVisible();
  await burger(page).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.locator("body")).not.toHaveClass(/(^|\s)no-scroll(\s|$)/);
});

test("burger menu by keyboard: Enter opens and focuses the menu, Tab and Enter open a submenu, Esc closes", async ({ page }) => {
  await page.goto("/en");
  await burger(page).focus();
  await page.keyboard.press("Enter");
  const primary = panel(page).getByRole("navigation", { name: "Main menu" });
  await expect(primary.getByRole("link", { name: "What's on" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(primary.getByRole("button", { name: "What's on submenu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(primary.getByRole("link", { name: "Calendar" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(primary.getByRole("link", { name: "Calendar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(burger(page)).toBeFocused();
  await expect(burger(page)).toHaveAttribute("aria-expanded", "false");
});

test("the header is scrolled from a quarter of the window height, frozen while the menu is open", async ({ page }) => {
  await page.goto("/de");
  const header = siteHeader(page);
  const logo = header.locator("a[href='/de'] img");
  await expect(header).not.toHaveAttribute("data-scrolled");
  await expect.poll(() => logo.evaluate((img) => img.getBoundingClientRect().width)).toBe(254);
  const quarter = await page.evaluate(() => window.innerHeight / 4);
  await page.evaluate((y) => window.scrollTo(0, y - 20), quarter);
  await page.waitForTimeout(200);
  await expect(header).not.toHaveAttribute("data-scrolled");
  await page.evaluate((y) => window.scrollTo(0, y + 5), quarter);
  await expect(header).toHaveAttribute("data-scrolled", "");
  await expect.poll(() => logo.evaluate((img) => img.getBoundingClientRect().width)).toBe(135);
  // While the menu is open, scrolling back to the top does not change the state.
  await burger(page).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await expect(header).toHaveAttribute("data-scrolled", "");
  await page.keyboard.press("Escape");
  await expect(header).not.toHaveAttribute("data-scrolled");
});

test("the alert closes for good (cookie), survives a reload, and steps aside while the menu is open", async ({ page, context }) => {
  await page.goto("/de");
  const alert = page.getByRole("region", { name: TEXT.de.alert.label });
  await expect(alert).toContainText(BREAKING_NEWS.title.de);
  await expect(alert.getByRole("link", { name: BREAKING_NEWS.link_title.de })).toHaveAttribute("href", BREAKING_NEWS.link_url);
  // The alert is in the page's HTML; the menu works once the header has hydrated (its hours show).
  await expect(page.locator("[data-opening-hours][data-status]")).toBeVisible();
  // Opening the menu hides it without remembering that; closing the menu brings it back.
  await burger(page).click();
  await expect(alert).toBeHidden();
  await burger(page).click();
  await expect(alert).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === ALERT_DISMISS_COOKIE)).toBeUndefined();
  // Closing it sets the cookie with its id.
  const id = await alert.getAttribute("data-alert-id");
  await alert.getByRole("button", { name: TEXT.de.alert.close }).click();
  await expect(alert).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === ALERT_DISMISS_COOKIE)?.value).toBe(id);
  await page.reload();
  await expect(page.locator("[data-opening-hours][data-status]")).toBeVisible();
  await expect(page.getByRole("region", { name: TEXT.de.alert.label })).toHaveCount(0);
  // The English page knows the same alert by the same id.
  await page.goto("/en");
  await expect(page.locator("[data-opening-hours][data-status]")).toBeVisible();
  await expect(page.getByRole("region", { name: TEXT.en.alert.label })).toHaveCount(0);
});

test("the alert is in the page's HTML, so it never pushes the page down; one the visitor closed is hidden before the site's scripts run", async ({ page, context, request, baseURL }) => {
  const html = await (await request.get("/de")).text();
  const id = /<section[^>]*data-alert-id="(\d+)"/.exec(html)?.[1];
  expect(id).toBeDefined();
  expect(html).toContain(BREAKING_NEWS.title.de);
  // Without the site's scripts, the page is its HTML and the inline code in it.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto("/de");
  await expect(page.getByRole("region", { name: TEXT.de.alert.label })).toContainText(BREAKING_NEWS.title.de);
  await context.addCookies([{ name: ALERT_DISMISS_COOKIE, value: id!, url: baseURL! }]);
  await page.reload();
  await expect(page.locator(`section[data-alert-id="${id}"]`)).toBeHidden();
});

// Today's real answer, with the regular hours of the seed's closed Monday or of an open day in
// its place, so that every run checks both whatever day it is.
const REGULAR_DAYS: { name: string; entry: OpeningHoursEntry }[] = [
  { name: "a closed Monday", entry: { time_from: null, time_to: null, closed: true, alternative_link_url: null, alternative_text: CLOSED_DAY_TEXT.de } },
  { name: "an open day", entry: { time_from: "10:00", time_to: "18:00", closed: false, alternative_link_url: null, alternative_text: null } },
];

for (const width of [320, 412, 720, 1280]) {
  for (const day of REGULAR_DAYS) {
    test(`at ${width} px the opening hours of ${day.name}, arriving after the page is shown, move nothing below them`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Held back a second, as on a slow line: the page is shown without them first.
      await page.route("**/api/opening-hours-today/**", async (route) => {
        const response = await route.fetch();
        const today = (await response.json()) as OpeningHoursToday;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.fulfill({ response, json: { ...today, opening_hours: [day.entry], opening_hours_exceptions: [] } });
      });
      await page.goto("/de/impressum");
      const heading = page.getByRole("heading", { level: 1 });
      const before = await heading.boundingBox();
      await expect(page.locator("[data-opening-hours][data-status]")).toContainText(day.entry.alternative_text ?? "10:00");
      expect(await heading.boundingBox()).toEqual(before);
    });
  }
}

test("the cart count follows the cookie without a reload", async ({ page, context, baseURL }) => {
  await page.goto("/en");
  const cart = siteHeader(page).getByRole("link", { name: /^Cart/ });
  await expect(cart).toHaveAttribute("data-cart-count", "0");
  await context.addCookies([{ name: CART_AMOUNT_COOKIE, value: "2", url: baseURL! }]);
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), CART_CHANGE_EVENT);
  await expect(cart).toHaveAttribute("data-cart-count", "2");
  await expect(cart).toHaveAccessibleName(/2 tickets in the cart/);
});

test("sticky navigation: anchor buttons and scroll-to-top after half a window height", async ({ page }) => {
  await page.goto("/de/besuch");
  const toTop = page.getByRole("button", { name: TEXT.de.sticky.to_top });
  const anchors = page.getByRole("navigation", { name: TEXT.de.sticky.anchors });
  await expect(toTop).toBeHidden();
  const half = await page.evaluate(() => window.innerHeight / 2);
  await page.evaluate((y) => window.scrollTo(0, y + 10), half);
  await expect(toTop).toBeVisible();
  await expect(anchors.getByRole("link")).toHaveText(["Öffnungszeiten", "Preise", "Führungen", "Gruppen"]);
  await expect(anchors.getByRole("link", { name: "Preise" })).toHaveAttribute("href", /^#/);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});

test("a landing page hides the menu", async ({ page }) => {
  await page.goto("/de/freundeskreis");
  await expect(page.locator("[data-landing-page]")).toHaveCount(1);
  await expect(burger(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
  await page.goto("/de");
  await expect(burger(page)).toBeVisible();
});

test("home has no axe violations with the menu open", async ({ page }) => {
  await page.goto("/de");
  await expect(page.locator("[data-opening-hours][data-status]")).toBeVisible();
  await burger(page).click();
  await panel(page).getByRole("button", { name: "Untermenü Besuch" }).click();
  await expect(panel(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
