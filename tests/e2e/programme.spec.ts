import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { nextFocusDay } from "@/site/programme/calendar-keys";

/*
 * The reading side (issue 4): event list, event detail, magazine and search, in both
 * languages, against the demo seed.
 */

const TEXT = {
  de: { empty: "Leider hat Ihre Auswahl kein Ergebnis erzielt.", reset: "Filter zurücksetzen", location: "Ort", genre: "Genre", nextMonth: "Nächster Monat", time: /\d{2}:\d{2} Uhr/ },
  en: { empty: "Unfortunately, your selection did not produce any result.", reset: "Reset filters", location: "Location", genre: "Genre", nextMonth: "Next month", time: /^\d{2}:\d{2}/ },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL!);
});

const eventIds = (page: Page) => page.locator("main article[data-event-id]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-event-id")));

for (const lang of ["de", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: the event list groups by day, loads more on scroll and passes axe`, async ({ page }) => {
    const response = await page.goto(`/${lang}/kalender`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(/page-events/);
    await expect(page.locator("main article[data-event-id]").first()).toBeVisible();
    await expect(page.locator("main time").first()).toHaveText(text.time);
    await expect(page.getByRole("status").filter({ hasText: /\d/ })).toBeVisible();
    const first = await eventIds(page);
    expect(first.length).toBe(10);
    for (let step = 0; step < 8; step++) { await page.mouse.wheel(0, 500); await page.waitForTimeout(100); }
    await expect.poll(async () => (await eventIds(page)).length, { timeout: 15_000 }).toBeGreaterThan(10);
    const all = await eventIds(page);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 10)).toEqual(first);
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${lang}: filter and date changes update the URL and the list; a reload restores them`, async ({ page }) => {
    await page.goto(`/${lang}/kalender`);
    const side = page.locator("main").locator("fieldset").first();
    const location = side.getByLabel(text.location, { exact: true });
    await expect(location).toBeVisible();
    const before = await eventIds(page);
    const value = await location.locator("option").nth(1).getAttribute("value");
    await location.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`[?&]room=${value}`));
    const roomName = (await location.locator("option").nth(1).textContent())!;
    // The list is reset, then refilled with that room's events only.
    await expect.poll(async () => {
      const ids = await eventIds(page);
      return ids.length > 0 && JSON.stringify(ids) !== JSON.stringify(before);
    }).toBe(true);
    const filtered = await eventIds(page);
    for (const meta of await page.locator("main article[data-event-id] p:first-of-type").allTextContents()) expect(meta).toContain(roomName);
    // A day in the calendar with events: choosing it puts the date in the URL. Next month's,
    // since what is left of this one may hold none of that room's days (or only today's).
    await page.locator("main").getByRole("button", { name: text.nextMonth }).filter({ visible: true }).click();
    const day = page.locator("main button[data-day]:not([disabled])[class*='day_']").filter({ visible: true }).first();
    const iso = await day.getAttribute("data-day");
    await day.click();
    const urlDay = iso!.split("-").reverse().join("-");
    await expect(page).toHaveURL(new RegExp(`date=${urlDay}`));
    await expect(page).toHaveURL(new RegExp(`room=${value}`));
    await page.reload();
    await expect(side.getByLabel(text.location, { exact: true })).toHaveValue(value!);
    await expect(page.locator(`main button[data-day="${iso}"]`).first()).toHaveAttribute("aria-pressed", "true");
    expect(filtered.length).toBeGreaterThan(0);
    await expect(page.locator("main article[data-event-id]").first()).toBeVisible();
  });

  test(`${lang}: an impossible combination shows the empty state; Reset filters clears it`, async ({ page }) => {
    await page.goto(`/${lang}/kalender?tag=999999&genre=999998`);
    await expect(page.getByRole("heading", { name: text.empty })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: text.reset }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/kalender$`));
    await expect(page.locator("main article[data-event-id]").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: text.empty })).toHaveCount(0);
  });

  test(`${lang}: an event detail has its sections, JSON-LD, an .ics download and canonical slug`, async ({ page, request }) => {
    await page.goto(`/${lang}/kalender`);
    const link = page.locator("main article[data-event-id] h3 a").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/${lang}/kalender/[^/]+/\\d+$`));
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld["@type"]).toBe("Event");
    expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/kalender\//);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/kalender\//);
    const sections = await page.locator("main section[data-section]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));
    const order = ["children", "important-info", "description", "contributors", "series", "events"];
    expect(sections.filter((id) => order.includes(id!))).toEqual(order.filter((id) => sections.includes(id)));
    expect(sections).toContain("description");
    const ics = page.locator('a[href$="/ics"]');
    const icsResponse = await request.get((await ics.getAttribute("href"))!);
    expect(icsResponse.headers()["content-type"]).toContain("text/calendar");
    expect(await icsResponse.text()).toContain("BEGIN:VEVENT");
    expect(await axeViolations(page)).toEqual([]);
    const id = href!.split("/").pop();
    // A stale slug answers one 308 with one Location, also the first time (a cold page cache).
    const stale = await request.get(`/${lang}/kalender/falscher-slug-${lang}/${id}?ref=mail`, { maxRedirects: 0 });
    expect(stale.status()).toBe(308);
    expect(stale.headersArray().filter((header) => header.name.toLowerCase() === "location").map((header) => header.value)).toEqual([`${href}?ref=mail`]);
    await page.goto(`/${lang}/kalender/falscher-slug/${id}`);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect((await request.get(`/${lang}/kalender/x/999999`)).status()).toBe(404);
  });

  test(`${lang}: the magazine lists stories with categories, topics, an article with JSON-LD and a feed`, async ({ page, request }) => {
    const response = await page.goto(`/${lang}/stories`);
    expect(response?.status()).toBe(200);
    const nav = page.getByRole("navigation", { name: lang === "de" ? "Kategorien" : "Categories" });
    await expect(nav.getByRole("link", { name: lang === "de" ? "Alle" : "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: lang === "de" ? "Alle #Themen" : "All #Topics" })).toBeVisible();
    await expect(page.locator("main article[data-article-id]").first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+/${lang}/api/articles/feed$`));
    expect(await axeViolations(page)).toEqual([]);
    const feed = await request.get(`/${lang}/api/articles/feed`);
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    expect(await feed.text()).toContain("<entry>");
    // A category page marks its link as current and lists only its stories.
    const category = nav.getByRole("link").nth(1);
    const categoryName = (await category.textContent())!;
    await category.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
    await page.goto(`/${lang}/stories/tags`);
    await page.locator("main ul li a[href*='/stories/tags/']").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^#/);
    await page.locator("main article[data-article-id] h2 a").first().click();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld["@type"]).toBe("Article");
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${lang}: a stale tag or category slug answers one 308 with one Location, also the first time`, async ({ page, request }) => {
    await page.goto(`/${lang}/stories/tags`);
    const tag = await page.locator("main ul li a[href*='/stories/tags/']").first().getAttribute("href");
    expect(tag).toMatch(new RegExp(`^/${lang}/stories/tags/[^/]+/\\d+$`));
    await page.goto(`/${lang}/stories`);
    const nav = page.getByRole("navigation", { name: lang === "de" ? "Kategorien" : "Categories" });
    const category = await nav.getByRole("link").nth(1).getAttribute("href");
    expect(category).toMatch(new RegExp(`^/${lang}/stories/categories/[^/]+/\\d+$`));
    for (const href of [tag!, category!]) {
      // A slug no one has asked for yet: nothing of it is in the page cache.
      const stale = href.replace(/\/[^/]+\/(\d+)$/, `/veralteter-slug-${lang}/$1`);
      const response = await request.get(`${stale}?ref=mail`, { maxRedirects: 0 });
      expect(response.status(), stale).toBe(308);
      expect(response.headersArray().filter((header) => header.name.toLowerCase() === "location").map((header) => header.value), stale).toEqual([`${href}?ref=mail`]);
    }
  });
}

test("de: the language switch on a tag page leads to the English tag page", async ({ page, request }) => {
  await page.goto("/de/stories/tags");
  const href = (await page.locator("main ul li a[href*='/stories/tags/']").first().getAttribute("href"))!;
  const id = href.split("/").pop();
  await page.goto(href);
  await page.getByRole("link", { name: "EN English" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/stories/tags/[^/]+/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^#/);
  expect((await request.get(new URL(page.url()).pathname, { maxRedirects: 0 })).status()).toBe(200);
});

/*
 * The event overlay "Programm und Karten" (001 §2), the calendar grid's keyboard and the
 * small-screen Calendar/Filter modal.
 */
const MORE = {
  de: { open: "Programm und Karten öffnen", close: "Schließen", calendarLink: "Zum Kalender", calendar: "Kalender", filters: "Filter", location: "Ort" },
  en: { open: "Open Programm und Karten (programme and tickets)", close: "Close", calendarLink: "To the calendar", calendar: "Calendar", filters: "Filter", location: "Location" },
} as const;

const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-day") ?? null);
const focusInOverlay = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[data-event-overlay]")));

for (const lang of ["de", "en"] as const) {
  const more = MORE[lang];

  test(`${lang}: the sticky ticket button opens the event overlay; Esc, the close icon and a path change close it`, async ({ page }) => {
    // The events route's page-editor page gives the overlay its headline.
    await page.route(`**/${lang}/pageeditor-api/page/kalender`, (route) => route.fulfill({ json: { headline: "Heute und morgen im Museum" } }));
    await page.goto(`/${lang}/programme`);
    const button = page.getByRole("button", { name: more.open });
    await expect(button).toBeVisible();
    const overlay = page.locator("dialog[data-event-overlay]");
    await button.click();
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("heading", { name: "Programm und Karten" })).toBeVisible();
    await expect(overlay.getByText("Heute und morgen im Museum")).toBeVisible();
    await expect(overlay.locator("li").first()).toBeVisible();
    expect(await focusInOverlay(page)).toBe(true);
    await expect(page.locator("body")).toHaveClass(/(^|\s)no-scroll(\s|$)/);
    // Focus stays inside while open, in both directions.
    for (let step = 0; step < 25; step++) await page.keyboard.press("Tab");
    expect(await focusInOverlay(page)).toBe(true);
    for (let step = 0; step < 5; step++) await page.keyboard.press("Shift+Tab");
    expect(await focusInOverlay(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator("body")).not.toHaveClass(/(^|\s)no-scroll(\s|$)/);

    await button.click();
    await overlay.getByRole("button", { name: more.close }).click();
    await expect(overlay).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await overlay.getByRole("link", { name: more.calendarLink }).click();
    // A client navigation; the calendar page may render on demand first.
    await expect(page).toHaveURL(new RegExp(`/${lang}/kalender$`), { timeout: 20_000 });
    await expect(overlay).toBeHidden();
    // Hidden on event pages.
    await expect(page.getByRole("button", { name: more.open })).toHaveCount(0);
  });

  test(`${lang}: ?overlay=true opens the overlay and leaves the URL; the footer hides the button`, async ({ page }) => {
    await page.goto(`/${lang}/programme?overlay=true`);
    const overlay = page.locator("dialog[data-event-overlay]");
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/programme$`));
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    const button = page.getByRole("button", { name: more.open });
    await expect(button).toBeVisible();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(button).toBeHidden();
  });

  test(`${lang}: the calendar grid moves by arrow keys and chooses a date with Enter`, async ({ page }) => {
    await page.goto(`/${lang}/kalender`);
    const start = page.locator("main button[data-day][tabindex='0']").first();
    await expect(start).toBeVisible();
    // One day of the grid is in the tab order.
    const calendar = start.locator("xpath=ancestor::table[1]");
    await expect(calendar.locator("button[tabindex='0']")).toHaveCount(1);
    await start.focus();
    let day = (await focusedDay(page))!;
    for (const key of ["ArrowRight", "ArrowDown", "End", "ArrowLeft", "PageDown", "Home"]) {
      const expected = nextFocusDay(day, key)!;
      await page.keyboard.press(key);
      await expect.poll(() => focusedDay(page)).toBe(expected);
      day = expected;
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`date=${day.split("-").reverse().join("-")}`));
    await expect(page.locator(`main button[data-day="${day}"]`).first()).toHaveAttribute("aria-pressed", "true");
  });

  test(`${lang}: calendar days with events show their availability colour`, async ({ page }) => {
    await page.goto(`/${lang}/kalender`);
    // Next month's calendar: what is left of this one may hold no event (the last days of a month).
    await page.locator("main").getByRole("button", { name: TEXT[lang].nextMonth }).filter({ visible: true }).click();
    const days = page.locator("main table button[data-day]");
    // The month's availability arrives after the first paint.
    await expect(page.locator("main table button[data-day][class*='day_']").first()).toBeVisible();
    const colours = await days.evaluateAll((buttons) =>
      buttons.map((button) => ({ label: button.getAttribute("aria-label") ?? "", background: getComputedStyle(button).backgroundColor })));
    // The legend's colours: available green, few tickets yellow, sold out red.
    const availability = lang === "de"
      ? { "Karten verfügbar": "rgb(30, 123, 58)", "Wenige Karten": "rgb(242, 201, 76)", Ausverkauft: "rgb(179, 38, 30)" }
      : { "Tickets available": "rgb(30, 123, 58)", "Few tickets left": "rgb(242, 201, 76)", "Sold out": "rgb(179, 38, 30)" };
    const legend = Object.values(availability);
    let withEvents = 0;
    for (const day of colours) {
      const state = Object.entries(availability).find(([name]) => day.label.endsWith(`, ${name}`));
      if (state) withEvents += 1;
      if (state) expect(day.background, day.label).toBe(state[1]);
      else expect(legend, day.label).not.toContain(day.background);
    }
    expect(withEvents).toBeGreaterThan(0);
  });

  test(`${lang}: the list, its count and this month's availability come with the page; the next month is fetched`, async ({ page, request }) => {
    const asked: string[] = [];
    page.on("request", (sent) => { if (/\/api\/(events|teasers|calendar)\//.test(new URL(sent.url()).pathname)) asked.push(sent.url()); });
    await page.goto(`/${lang}/kalender`, { waitUntil: "networkidle" });
    await expect(page.locator("main article[data-event-id]")).toHaveCount(10);
    await expect(page.getByRole("status").filter({ hasText: /\d/ })).toBeVisible();
    // The days the API colours this month are coloured on the page without the page asking it.
    const month = (await (await request.get("/api/calendar/")).json()) as { dates: { date: string; availability: string }[] };
    const coloured = await page.locator("main table button[data-day][class*='day_']").filter({ visible: true })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-day")!.split("-").reverse().join("-")));
    expect(coloured).toEqual(month.dates.map((entry) => entry.date));
    expect(asked).toEqual([]);
    await page.locator("main").getByRole("button", { name: TEXT[lang].nextMonth }).filter({ visible: true }).click();
    await expect.poll(() => asked.filter((url) => url.includes("/api/calendar/")).length).toBe(1);
    await expect(page.locator("main table button[data-day][class*='day_']").filter({ visible: true }).first()).toBeVisible();
  });

  test(`${lang}: the magazine's next page adds the following stories`, async ({ page }) => {
    await page.goto(`/${lang}/stories`);
    const stories = page.locator("main article[data-article-id]");
    await expect(stories).toHaveCount(12);
    await page.getByRole("button", { name: lang === "de" ? "Nächste Seite" : "Next page" }).click();
    await expect.poll(() => stories.count()).toBeGreaterThan(12);
    const ids = await stories.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-article-id")));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test(`${lang}: on a phone the Calendar and Filter panels open in a modal that passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/kalender`);
    await page.getByRole("button", { name: more.filters, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: more.filters })).toHaveAttribute("aria-selected", "true");
    expect(await axeViolations(page)).toEqual([]);
    const location = dialog.getByLabel(more.location, { exact: true });
    const value = await location.locator("option").nth(1).getAttribute("value");
    await location.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`room=${value}`));
    await dialog.getByRole("tab", { name: more.calendar }).click();
    await expect(dialog.locator("button[data-day]").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}
