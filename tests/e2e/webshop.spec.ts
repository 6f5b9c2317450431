import { expect, test, type Page } from "@playwright/test";
import type { EventItem } from "@schemas/api/event";
import type { CartView, EventTickets } from "@schemas/api/shop-cart";
import { CART_AMOUNT_COOKIE } from "@/contracts/cart-cookies";
import { CSRF_COOKIE, CSRF_ENDPOINT, CSRF_HEADER } from "@/contracts/csrf";
import { webshop as de } from "@/i18n/resources/de/webshop";
import { webshop as en } from "@/i18n/resources/en/webshop";
import { axeViolations } from "./helpers/axe";

/*
 * The webshop (issue 5 item 6) against the demo seed and the built-in shop: tickets go into
 * the cart through POST /api/shop-cart/ (as the widget does), then the cart page shows them
 * with the countdown, changes and removes them, checks out and confirms, in both languages.
 */

const TEXT = { de, en } as const;
type Lang = keyof typeof TEXT;
type Group = EventTickets["seat_groups"][number];
const used = new Set<number>();

/** An upcoming event selling through the cart with a seat group of at least two paid prices and room for a few tickets. */
async function findOffer(page: Page, lang: Lang) {
  for (let index = 1; index <= 8; index++) {
    const list = await (await page.request.get(`/${lang}/api/events/?page_size=50&page=${index}`)).json() as { results: EventItem[]; next: string | null };
    for (const event of list.results) {
      if (used.has(event.id) || event.id_jet === null || event.is_free) continue;
      const response = await page.request.get(`/${lang}/api/events/${event.id}/tickets/`);
      if (!response.ok()) continue;
      const tickets = await response.json() as EventTickets;
      const fits = (group: Group) => group.status !== 0 && group.availability !== "sold_out" && (group.left === null || group.left >= 8)
        && group.prices.filter((price) => price.price !== "0.00" && price.sale_type_id !== null).length >= 2
        && (group.timeslots.length === 0 || group.timeslots.some((slot) => slot.status !== 0));
      const group = tickets.seat_groups.find(fits);
      if (!group || tickets.event_jet_id === null) continue;
      used.add(event.id);
      const prices = group.prices.filter((price) => price.price !== "0.00" && price.sale_type_id !== null).slice(0, 2);
      return {
        event,
        body: {
          event_jet_id: tickets.event_jet_id,
          seat_group: group.seat_group,
          block_id: group.timeslots.find((slot) => slot.status !== 0)?.block_id ?? null,
          sale_type_ids: prices.map((price) => price.sale_type_id!),
        },
      };
    }
    if (!list.next) break;
  }
  throw new Error("no event in the demo seed fits");
}

/** Tickets into this browser's cart, as the widget puts them: the token from /api/csrf/, sent back as the header. */
async function addTickets(page: Page, lang: Lang, quantities: number[]) {
  if (!(await page.context().cookies()).some((cookie) => cookie.name === CSRF_COOKIE)) await page.request.get(CSRF_ENDPOINT);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? "";
  const offer = await findOffer(page, lang);
  const body = { ...offer.body, quantities, sale_type_ids: offer.body.sale_type_ids.slice(0, quantities.length) };
  const response = await page.request.post(`/api/shop-cart/?lang=${lang}`, { headers: { [CSRF_HEADER]: token }, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return offer.event;
}

const cartCount = (page: Page) => page.locator("header a[data-cart-count]");
const amountCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === CART_AMOUNT_COOKIE)?.value;
const positions = (page: Page, lang: Lang) => page.getByRole("list", { name: TEXT[lang].positions_caption }).getByRole("listitem");

test("de: the cart shows its positions and the countdown, changes, removes and checks out to a confirmation", async ({ page }) => {
  const text = TEXT.de;
  await page.goto("/webshop/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webshop");
  await expect(page.getByRole("heading", { name: text.empty_heading })).toBeVisible();
  await expect(page.getByRole("link", { name: text.to_calendar })).toHaveAttribute("href", "/de/kalender");

  const event = await addTickets(page, "de", [2, 1]);
  const response = await page.goto("/webshop/");
  expect(response?.headers()["cache-control"]).toMatch(/no-store|private/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(positions(page, "de")).toHaveCount(2);
  await expect(positions(page, "de").first().getByRole("link", { name: event.name })).toHaveAttribute("href", event.url);
  // Prices like the widget: a comma, no ",00", the euro sign; never the shop's dot.
  await expect(page.locator("main")).toContainText(/\d+(,\d\d)? €/);
  await expect(page.locator("main")).not.toContainText(/\d\.\d\d/);
  await expect(page.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole("heading", { name: text.no_payment_heading })).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "3");
  expect(await axeViolations(page)).toEqual([]);

  // The first line to 3 tickets: the view, the header count and the cookie follow without a reload.
  const first = positions(page, "de").first();
  await first.getByLabel(/^Anzahl/).fill("3");
  await first.getByRole("button", { name: /^Ändern/ }).click();
  await expect(page.getByRole("status").filter({ hasText: text.updated })).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "4");
  expect(await amountCookie(page)).toBe("4");

  await positions(page, "de").nth(1).getByRole("button", { name: /^Entfernen/ }).click();
  await expect(page.getByRole("status").filter({ hasText: text.removed })).toBeVisible();
  await expect(positions(page, "de")).toHaveCount(1);
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "3");
  await expect(page.getByRole("heading", { name: text.cart_heading })).toBeFocused();

  // The checkout form with errors: named per field, linked from the summary, axe-clean.
  await page.getByLabel(text.email).fill("not-an-address");
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page.getByText(text.form_errors)).toBeVisible();
  await expect(page.getByLabel(text.name)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(text.email)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("main")).toContainText("Dieses Feld ist ein Pflichtfeld!");
  await expect(page.locator("main")).toContainText("Ungültige E-Mail-Adresse!");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(text.name).fill("Ada Lovelace");
  await page.getByLabel(text.email).fill("ada@example.org");
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(/\/webshop\/order\/[^/]+\/$/);
  const number = decodeURIComponent(page.url().split("/order/")[1]!.replace(/\/$/, ""));
  await expect(page.locator("[data-order-number]")).toHaveText(number);
  await expect(page.getByRole("heading", { name: text.order_heading })).toBeVisible();
  await expect(page.getByText("Ada Lovelace (ada@example.org)", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: text.no_payment_heading })).toBeVisible();
  await expect(page.getByRole("link", { name: event.name })).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute("data-cart-count", "0");
  expect(await axeViolations(page)).toEqual([]);

  // The order took the held tickets: the cart is empty again.
  await page.goto("/webshop/");
  await expect(page.getByRole("heading", { name: text.empty_heading })).toBeVisible();
});

test("en: ?lang=en speaks English, keeps the language in links, and the confirmation too", async ({ page }) => {
  const text = TEXT.en;
  await addTickets(page, "en", [1]);
  await page.goto("/testshop/?lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: text.cart_heading })).toBeVisible();
  await expect(positions(page, "en")).toHaveCount(1);
  await expect(cartCount(page)).toHaveAttribute("href", "/testshop/?lang=en");
  await expect(page.getByRole("heading", { name: text.no_payment_heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(text.name).fill("Grace Hopper");
  await page.getByLabel(text.email).fill("grace@");
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page.locator("main")).toContainText("Invalid e-mail address!");
  await page.getByLabel(text.email).fill("grace@example.org");
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(/\/testshop\/order\/[^/]+\/\?lang=en$/);
  await expect(page.getByRole("heading", { name: text.order_heading })).toBeVisible();
  const number = decodeURIComponent(new URL(page.url()).pathname.split("/order/")[1]!.replace(/\/$/, ""));
  await expect(page.getByText(`${text.order_number}: ${number}`)).toBeVisible();
  await expect(page.getByText(text.no_payment_text)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the countdown speaks at thresholds only and ends in the expired state", async ({ page }) => {
  const text = TEXT.de;
  await page.clock.install();
  await addTickets(page, "de", [1]);
  await page.goto("/webshop/");
  await expect(page.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);
  // The countdown takes the clock's skew to the server when the page has hydrated: the jump
  // comes once it runs (it has ticked), or the skew would swallow the jump.
  const shown = await page.getByRole("timer").textContent();
  await expect(page.getByRole("timer")).not.toHaveText(shown ?? "");
  await page.clock.fastForward("05:30");
  await expect(page.getByRole("timer")).toHaveText(/^9:\d\d$/);
  await expect(page.getByRole("status").filter({ hasText: "Noch 10 Minuten reserviert." })).toHaveCount(1);
  // The server's holds end on its own clock; the browser's re-read at zero is answered empty here.
  const empty: CartView = { positions: [], tickets_quantity: 0, total: "0.00", expires_at: null };
  await page.route("**/api/shop-cart/?lang=de", (route) => route.request().method() === "GET" ? route.fulfill({ json: empty }) : route.fallback());
  await page.clock.fastForward("10:00");
  await expect(page.getByRole("heading", { name: text.expired_heading })).toBeVisible();
  await expect(page.getByRole("link", { name: text.to_calendar })).toHaveAttribute("href", "/de/kalender");
});

test("the shop's lists map to the site's pages", async ({ request }) => {
  for (const [path, target] of [["/webshop/events", "/de/kalender"], ["/eventim.webshop/itemgroups/?lang=en", "/en/stories"], ["/testshop/series", "/de/kalender"]] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname, path).toBe(target);
  }
});

test("an order this cart did not place is a 404 in the webshop's frame", async ({ page }) => {
  const response = await page.goto("/webshop/order/M-1999-000001/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite konnte nicht gefunden werden");
  // Next.js adds its own noindex to a 404 beside the shop's.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("link", { name: TEXT.de.cart_heading })).toHaveAttribute("href", "/webshop/");
});
