import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { EventItem } from "@schemas/api/event";
import type { EventTickets } from "@schemas/api/shop-cart";
import { CART_AMOUNT_COOKIE, CART_COOKIE_MAX_AGE, CART_URL_COOKIE } from "@/contracts/cart-cookies";
import { CSRF_COOKIE, CSRF_HEADER } from "@/contracts/csrf";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";

/*
 * The booking widget (issue 5 items 4, 5, 7) against the demo seed and the built-in shop, in
 * both languages: choose by mouse and by keyboard alone, add to cart, the header count and the
 * cart cookies; a sold-out seat group and a too-large order (-214). Each test picks its own
 * event through the API, so a seat group sold out by one test is not chosen by another.
 */

const TEXT = {
  de: {
    book: "Karten buchen", full: "Vollpreis", more: "eine Karte mehr", fewer: "eine Karte weniger", discounts: /^Ermäßigungen/,
    allPrices: "Alle Preise anzeigen", changeSlot: "Zeitfenster ändern", back: "Zurück", add: "In den Warenkorb", close: "Schließen",
    selected: (count: number) => `${count} ${count === 1 ? "Karte" : "Karten"} ausgewählt`, reserved: "Ihre Karten sind reserviert",
    failed: "Leider hat das nicht geklappt.", notEnough: "Nicht genügend (zusammenhängende) Plätze gefunden.", code: "Fehler -214",
    advice: "Bitte buchen Sie Ihre Karten direkt im Webshop.", soldOut: "Ausverkauft", dates: "Termine und Karten",
    limit: "Mehr als 10 Karten sind pro Buchung nicht möglich.",
  },
  en: {
    book: "Book tickets", full: "Full price", more: "one more ticket", fewer: "one ticket fewer", discounts: /^Discounts/,
    allPrices: "Show all prices", changeSlot: "Change time slot", back: "Back", add: "Add to cart", close: "Close",
    selected: (count: number) => `${count} ${count === 1 ? "ticket" : "tickets"} selected`, reserved: "Your tickets are reserved",
    failed: "Unfortunately, that didn't work.", notEnough: "Not enough (connected) seats found.", code: "Error -214",
    advice: "Please buy your tickets in the webshop.", soldOut: "Sold out", dates: "Dates and Tickets",
    limit: "A booking can hold at most 10 tickets.",
  },
} as const;

type Group = EventTickets["seat_groups"][number];
const used = new Set<number>();

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL!);
});

/** The first upcoming event that sells through the cart and whose only group fits `fits`. */
async function findEvent(request: APIRequestContext, lang: "de" | "en", fits: (group: Group) => boolean): Promise<{ event: EventItem; group: Group }> {
  for (let page = 1; page <= 8; page++) {
    const list = await (await request.get(`/${lang}/api/events/?page_size=50&page=${page}`)).json() as { results: EventItem[]; next: string | null };
    for (const event of list.results) {
      if (used.has(event.id) || event.id_jet === null || event.is_free || event.seat_groups.length !== 1) continue;
      const response = await request.get(`/${lang}/api/events/${event.id}/tickets/`);
      if (!response.ok()) continue;
      expect(response.headers()["cache-control"]).toContain("no-store");
      const tickets = await response.json() as EventTickets;
      const group = tickets.seat_groups[0];
      if (group && group.status !== 0 && group.availability !== "sold_out" && group.prices.length >= 3 && fits(group)) {
        used.add(event.id);
        return { event, group };
      }
    }
    if (!list.next) break;
  }
  throw new Error("no event in the demo seed fits");
}

/**
 * Other buyers take `quantity` full-price seats of the group: ten at a time, each with its own
 * cookies and cart, since one cart may hold at most ten tickets of an event (seat hoarding).
 */
async function buyElsewhere(playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } }, baseURL: string, event: EventItem, group: Group, quantity: number) {
  for (let left = quantity; left > 0; left -= 10) {
    const other = await playwright.request.newContext({ baseURL });
    await other.get("/api/csrf/");
    const csrf = (await other.storageState()).cookies.find((cookie) => cookie.name === CSRF_COOKIE)!.value;
    const response = await other.post("/api/shop-cart/", {
      headers: { [CSRF_HEADER]: csrf },
      data: { quantities: [Math.min(10, left)], event_jet_id: event.id_jet, sale_type_ids: [group.prices.find((price) => price.text === "Vollpreis")!.sale_type_id], seat_group: group.seat_group },
    });
    expect(response.status(), await response.text()).toBe(200);
    await other.dispose();
  }
}

const dialogOf = (page: Page) => page.getByRole("dialog");
const cartCount = (page: Page) => page.getByRole("banner").locator("[data-cart-count]").first();

async function expectAxeClean(page: Page, step: string) {
  expect(await axeViolations(page), step).toEqual([]);
}

/** Tab forward until the focused element is named `name`: proves it is reachable by keyboard. */
async function tabTo(page: Page, name: string | RegExp) {
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute("aria-label") ?? element.textContent ?? "").trim() : "";
    });
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
  }
  throw new Error(`not reachable by Tab: ${name}`);
}

for (const lang of ["de", "en"] as const) {
  const text = TEXT[lang];

  test(`${lang}: choose tickets by mouse through all steps, add to cart; count and cookies follow`, async ({ page, context, request }) => {
    const { event, group } = await findEvent(request, lang, (candidate) =>
      candidate.timeslots.filter((slot) => slot.availability !== "sold_out").length >= 2 && (candidate.left === null || candidate.left >= 10));
    await page.goto(event.url);
    await expect(cartCount(page)).toHaveAttribute("data-cart-count", "0");
    await page.getByRole("main").getByRole("button", { name: text.book }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`${text.book}: `));
    const add = dialog.getByRole("button", { name: text.add });
    await expect(add).toBeDisabled();
    // Main step: the full price first, the first open slot preselected.
    await expect(dialog.getByRole("listitem").first()).toContainText(text.full);
    await expect(dialog.getByText(/\d{2}:\d{2}/).first()).toBeVisible();
    await expectAxeClean(page, "main step");
    await dialog.getByRole("button", { name: `${text.full}: ${text.more}` }).click();
    await dialog.getByRole("button", { name: `${text.full}: ${text.more}` }).click();
    await expect(dialog.getByRole("status", { name: `${text.full}: ` + (lang === "de" ? "Anzahl" : "number of tickets") })).toHaveText("2");
    await expect(add).toBeEnabled();

    // Discounts step: the price list is collapsed above two prices and opens with its toggle.
    await dialog.getByRole("button", { name: text.discounts }).click();
    const toggle = dialog.getByRole("button", { name: text.allPrices });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectAxeClean(page, "discounts step");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const discount = group.prices.find((price) => price.text !== "Vollpreis" && Number(price.price) > 0)!;
    await dialog.getByRole("button", { name: `${discount.name}: ${text.more}` }).click();
    await expect(dialog.getByText(text.selected(3))).toBeVisible();
    await dialog.getByRole("button", { name: text.back }).click();

    // Timeslots step: sold-out slots cannot be chosen; pick the last open one.
    await dialog.getByRole("button", { name: text.changeSlot }).click();
    const radios = dialog.getByRole("radio");
    await expect(radios.first()).toBeVisible();
    await expectAxeClean(page, "timeslots step");
    const open = dialog.locator("input[type=radio]:not([disabled])");
    await open.last().check();
    await expect(open.last()).toBeChecked();
    await dialog.getByRole("button", { name: text.back }).click();

    await add.click();
    await expect(dialog.getByRole("heading", { name: text.reserved })).toBeVisible();
    await expect(dialog.locator("[data-booking-live]")).toContainText(text.reserved);
    await expect(dialog.getByRole("link", { name: lang === "de" ? "Zum Warenkorb" : "Go to cart" })).toHaveAttribute("href", /\/webshop\//);
    await expectAxeClean(page, "summary");
    // The header count updates at once, without a reload.
    await expect(cartCount(page)).toHaveAttribute("data-cart-count", "3");

    const cookies = await context.cookies();
    const now = Date.now() / 1000;
    for (const name of [CART_AMOUNT_COOKIE, CART_URL_COOKIE]) {
      const cookie = cookies.find((candidate) => candidate.name === name);
      expect(cookie, name).toBeDefined();
      expect(cookie!.expires - now).toBeGreaterThan(CART_COOKIE_MAX_AGE - 60);
      expect(cookie!.expires - now).toBeLessThanOrEqual(CART_COOKIE_MAX_AGE + 5);
    }
    expect(cookies.find((cookie) => cookie.name === CART_AMOUNT_COOKIE)!.value).toBe("3");

    // Closing resets the widget: a new opening starts from nothing.
    await dialog.getByRole("button", { name: text.close }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(300);
    await page.getByRole("main").getByRole("button", { name: text.book }).click();
    await expect(dialog.getByRole("button", { name: text.add })).toBeDisabled();
    await expect(dialog.getByText(text.selected(0))).toBeVisible();
  });

  test(`${lang}: choose tickets by keyboard alone; Esc closes and focus returns`, async ({ page, request }) => {
    const { event } = await findEvent(request, lang, (candidate) => candidate.timeslots.length === 0 && (candidate.left === null || candidate.left >= 10));
    await page.goto(event.url);
    const trigger = page.getByRole("main").getByRole("button", { name: text.book });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text.selected(0))).toBeVisible();
    await tabTo(page, `${text.full}: ${text.more}`);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(text.selected(3))).toBeVisible();
    await tabTo(page, `${text.full}: ${text.fewer}`);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(text.selected(2))).toBeVisible();
    await tabTo(page, text.add);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: text.reserved })).toBeVisible();
    // Keyboard and screen-reader users continue at the summary, not at the top of the page.
    await expect(dialog.getByRole("heading", { name: text.reserved })).toBeFocused();
    await expect(cartCount(page)).toHaveAttribute("data-cart-count", "2");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test(`${lang}: at 320 px the discounts step keeps price names clear of prices and buttons`, async ({ page, request }) => {
    const { event } = await findEvent(request, lang, (candidate) => candidate.timeslots.length === 0);
    // Nothing is bought here: the event stays free for the other tests.
    used.delete(event.id);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(event.url);
    await page.getByRole("main").getByRole("button", { name: text.book }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole("button", { name: text.discounts }).click();
    await dialog.getByRole("button", { name: text.allPrices }).click();
    // Name, price and stepper of a row, side by side: none reaches into the next.
    const clashes = await dialog.locator("li:has(> span + span)").evaluateAll((rows) => rows.flatMap((row) => {
      const boxes = [...row.children].map((child) => child.getBoundingClientRect());
      return boxes.slice(1).flatMap((next, index) => {
        const box = boxes[index]!;
        const sameLine = next.top < box.bottom && box.top < next.bottom;
        return sameLine && box.right > next.left + 0.5 ? [`${row.textContent?.slice(0, 40)}: ${Math.round(box.right)} > ${Math.round(next.left)}`] : [];
      });
    }));
    expect(clashes).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test(`${lang}: a sold-out seat group is shown but cannot be chosen`, async ({ page, request, playwright, baseURL }) => {
    const { event, group } = await findEvent(request, lang, (candidate) => candidate.timeslots.length === 0 && candidate.left !== null && candidate.left >= 1 && candidate.left <= 60);
    await buyElsewhere(playwright, baseURL!, event, group, group.left!);
    await page.goto(event.url);
    await page.getByRole("main").getByRole("button", { name: text.book }).click();
    const dialog = dialogOf(page);
    const section = dialog.locator("[data-seat-group]").first();
    await expect(section).toHaveAttribute("data-sold-out", "");
    await expect(section.getByText(text.soldOut)).toBeVisible();
    await expect(dialog.getByRole("button", { name: new RegExp(text.more) })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: text.add })).toBeDisabled();
    await expectAxeClean(page, "sold out");
  });

  test(`${lang}: a too-large order shows the -214 message`, async ({ page, request, playwright, baseURL }) => {
    const { event, group } = await findEvent(request, lang, (candidate) => candidate.timeslots.length === 0 && candidate.left !== null && candidate.left >= 4 && candidate.left <= 60);
    await buyElsewhere(playwright, baseURL!, event, group, group.left! - 2);
    await page.goto(event.url);
    await page.getByRole("main").getByRole("button", { name: text.book }).click();
    const dialog = dialogOf(page);
    const more = dialog.getByRole("button", { name: `${text.full}: ${text.more}` });
    for (let count = 0; count < 3; count++) await more.click();
    await dialog.getByRole("button", { name: text.add }).click();
    await expect(dialog.getByRole("heading", { name: text.failed })).toBeVisible();
    await expect(dialog.getByText(text.notEnough, { exact: true })).toBeVisible();
    await expect(dialog.getByText(text.advice, { exact: true })).toBeVisible();
    await expect(dialog.getByText(text.code, { exact: true })).toBeVisible();
    await expect(dialog.locator("[data-booking-live]")).toContainText(text.notEnough);
    await expectAxeClean(page, "error summary");
    await expect(cartCount(page)).toHaveAttribute("data-cart-count", "0");
  });

  test(`${lang}: a booking stops at the shop's ten tickets, says so, and the ten go into the cart`, async ({ page, request }) => {
    const { event } = await findEvent(request, lang, (candidate) => candidate.timeslots.length === 0 && (candidate.left === null || candidate.left >= 12));
    await page.goto(event.url);
    await page.getByRole("main").getByRole("button", { name: text.book }).click();
    const dialog = dialogOf(page);
    const more = dialog.getByRole("button", { name: `${text.full}: ${text.more}` });
    for (let count = 0; count < 10; count++) await more.click();
    await expect(dialog.getByText(text.selected(10))).toBeVisible();
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await expect(dialog.getByRole("status").filter({ hasText: text.limit })).toBeVisible();
    // Still reachable by keyboard (aria-disabled), it takes no eleventh ticket.
    await more.press("Enter");
    await expect(dialog.getByText(text.selected(10))).toBeVisible();
    await dialog.getByRole("button", { name: text.add }).click();
    await expect(dialog.getByRole("heading", { name: text.reserved })).toBeVisible();
    await expect(cartCount(page)).toHaveAttribute("data-cart-count", "10");
  });
}

test("the sticky booking button opens the widget; productions get 'Dates and Tickets'; free events none", async ({ page, request }) => {
  const { event } = await findEvent(request, "en", (candidate) => candidate.left === null || candidate.left >= 10);
  await page.goto(event.url);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const sticky = page.locator("[data-sticky-booking-button]");
  await expect(sticky).toBeVisible();
  await expect(sticky).toHaveText(TEXT.en.book);
  await sticky.click();
  await expect(dialogOf(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialogOf(page)).toBeHidden();

  const productions = await (await request.get("/de/api/productions/")).json() as { results: { url: string }[] };
  await page.goto(productions.results[0]!.url);
  await expect(page.locator("#datesAndTickets")).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(sticky).toHaveText(TEXT.de.dates);
  await expect(sticky).toHaveAttribute("href", "#datesAndTickets");

  // Free admission without registration (no seat group): nothing to book.
  const open = await findUpcoming(request, (candidate) => candidate.seat_groups.length === 0 && candidate.prices.every((price) => Number(price.price) === 0));
  await page.goto(open.url);
  await expect(page.getByRole("main").getByRole("button", { name: TEXT.de.book })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: TEXT.de.book })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(sticky).toHaveCount(0);
});

test("a free event with seat groups is booked at 0 € like any other (001 §5)", async ({ page, request }) => {
  const free = await findUpcoming(request, (candidate) =>
    candidate.is_free && candidate.seat_groups.some((group) => group.status !== 0 && group.availability !== "sold_out") && !used.has(candidate.id));
  used.add(free.id);
  await page.goto(free.url);
  await page.getByRole("main").getByRole("button", { name: TEXT.de.book }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem").first()).toContainText("0 €");
  await dialog.getByRole("button", { name: `${TEXT.de.full}: ${TEXT.de.more}` }).click();
  await dialog.getByRole("button", { name: TEXT.de.add }).click();
  await expect(dialog.getByRole("heading", { name: TEXT.de.reserved })).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "1");
});

/** The first upcoming German event that `fits`, through the list's pages. */
async function findUpcoming(request: APIRequestContext, fits: (event: EventItem) => boolean): Promise<EventItem> {
  let url: string | null = "/de/api/events/?page_size=50";
  while (url) {
    const list = await (await request.get(url)).json() as { results: EventItem[]; next: string | null };
    const found = list.results.find(fits);
    if (found) return found;
    url = list.next;
  }
  throw new Error("no event in the demo seed fits");
}
