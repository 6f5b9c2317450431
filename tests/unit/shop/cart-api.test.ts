import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CART_ERROR, cartResponseSchema, cartViewSchema, eventTicketsSchema, orderSchema } from "@schemas/api/shop-cart";
import type { Database } from "@/server/db/open";
import { cartPositions } from "@/server/db/schema/booking";
import { GET as getTickets } from "@/app/[lang]/api/events/[id]/tickets/route";
import { GET as getCart, POST as postCart } from "@/app/api/shop-cart/route";
import { POST as postCheckout } from "@/app/api/shop-cart/checkout/route";
import { DELETE as deletePosition, PATCH as patchPosition } from "@/app/api/shop-cart/positions/[id]/route";
import { testDatabases } from "../../helpers/db";
import { resetShop, seedShop, type ShopFixture } from "./fixtures";

const CSRF = "c".repeat(32);
type Route = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Call { method?: string; body?: unknown; cart?: string | null; csrf?: boolean; csrfToken?: string; key?: string; params?: Record<string, string> }

function call(route: unknown, url: string, { method = "POST", body, cart = null, csrf = true, csrfToken = CSRF, key, params = {} }: Call = {}) {
  const cookies = [csrf ? `csrftoken=${csrfToken}` : null, cart ? `shop_cart=${cart}` : null].filter(Boolean).join("; ");
  const headers: Record<string, string> = { "content-type": "application/json", cookie: cookies };
  if (csrf) headers["X-CSRFToken"] = csrfToken;
  if (key) headers["Idempotency-Key"] = key;
  const request = new NextRequest(new URL(url, "http://localhost"), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (route as Route)(request, { params: Promise.resolve(params) });
}

/** Set-Cookie headers by name: the raw header, for its attributes. */
const setCookies = (response: Response) => new Map(response.headers.getSetCookie().map((line) => [line.split("=")[0]!, line]));
const cookieValue = (line: string | undefined) => line?.split(";")[0]?.split("=").slice(1).join("=") ?? null;

const body = { quantities: [2], event_jet_id: 9001, sale_type_ids: [1], seat_group: 1 };

describe.each(testDatabases())("cart API on $name", ({ open }) => {
  let database: Database;
  let ids: ShopFixture;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  beforeEach(async () => {
    await resetShop(database.db);
    ids = await seedShop(database.db);
    delete process.env.SHOP_COOKIE_DOMAIN;
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("reserves and sets the cart cookies for 15 minutes on the configured domain", async () => {
    process.env.SHOP_COOKIE_DOMAIN = ".museum.example";
    const response = await call(postCart, "/api/shop-cart/?lang=en", { body });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(cartResponseSchema.parse(await response.json())).toEqual({ tickets_quantity: 2, cart_url: "/webshop/?lang=en" });
    const cookies = setCookies(response);
    expect(cookies.get("shop_cart")).toMatch(/HttpOnly/i);
    expect(cookies.get("shop_cart")).toMatch(/SameSite=lax/i);
    expect(cookies.get("cart_amount")).toMatch(/^cart_amount=2;.*Max-Age=900/);
    expect(cookies.get("cart_amount")).toMatch(/Domain=\.?museum\.example/i);
    expect(cookies.get("cart_amount")).not.toMatch(/HttpOnly/i);
    expect(decodeURIComponent(cookieValue(cookies.get("cart_url"))!)).toBe("/webshop/?lang=en");

    const cart = await call(getCart, "/api/shop-cart/", { method: "GET", cart: cookieValue(cookies.get("shop_cart")) });
    expect(cart.headers.get("cache-control")).toBe("no-store");
    expect(cartViewSchema.parse(await cart.json()).tickets_quantity).toBe(2);
  });

  it("answers 403 without the CSRF header, 400 per field for a bad body, and -214 / -204 as JSON", async () => {
    expect((await call(postCart, "/api/shop-cart/", { body, csrf: false })).status).toBe(403);
    const bad = await call(postCart, "/api/shop-cart/", { body: { quantities: [0], sale_type_ids: [1, 2] } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(expect.arrayContaining(["quantities.0", "event_jet_id"]));
    const notJson = await call(postCart, "/api/shop-cart/", { body: "nonsense" });
    expect(notJson.status).toBe(400);
    const slotless = await call(postCart, "/api/shop-cart/", { body: { ...body, seat_group: 3 } });
    expect(slotless.status).toBe(400);
    expect((await slotless.json()).errors).toHaveProperty("block_id");

    const tooMany = await call(postCart, "/api/shop-cart/", { body: { ...body, quantities: [6] } });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ code: CART_ERROR.notEnoughSeats, detail: "Not enough (connected) seats found." });
    expect(tooMany.headers.getSetCookie()).toEqual([]);
    const nothing = await call(postCheckout, "/api/shop-cart/checkout/", { body: { name: "Ada", email: "ada@example.org" } });
    expect(nothing.status).toBe(422);
    expect(await nothing.json()).toEqual({ code: CART_ERROR.noReservation, detail: "No current reservation." });
  });

  it("replays a repeated Idempotency-Key with its cookies instead of reserving twice; another body is 422", async () => {
    const first = await call(postCart, "/api/shop-cart/", { body, key: "retry-1" });
    const again = await call(postCart, "/api/shop-cart/", { body, key: "retry-1" });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(cookieValue(setCookies(again).get("shop_cart"))).toBe(cookieValue(setCookies(first).get("shop_cart")));
    expect(cookieValue(setCookies(again).get("cart_amount"))).toBe("2");
    expect((await database.db.select().from(cartPositions)).map((row) => row.quantity)).toEqual([2]);

    const other = await call(postCart, "/api/shop-cart/", { body: { ...body, quantities: [1] }, key: "retry-1" });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 422 });
    // Another browser guessing the key gets no replay (and so not the first cart's cookie).
    const stranger = await call(postCart, "/api/shop-cart/", { body, key: "retry-1", csrfToken: "s".repeat(32) });
    expect(stranger.status).toBe(422);
    expect(stranger.headers.getSetCookie()).toEqual([]);
    // A refusal is an answer too: its retry is refused the same way, without a new attempt.
    const refused = await call(postCart, "/api/shop-cart/", { body: { ...body, quantities: [4] }, key: "retry-2" });
    expect(refused.status).toBe(409);
    const refusedAgain = await call(postCart, "/api/shop-cart/", { body: { ...body, quantities: [4] }, key: "retry-2" });
    expect([refusedAgain.status, (await refusedAgain.json()).code]).toEqual([409, CART_ERROR.notEnoughSeats]);
  });

  it("changes and removes positions, then checks out into an order (201)", async () => {
    const created = await call(postCart, "/api/shop-cart/", { body });
    const cart = cookieValue(setCookies(created).get("shop_cart"));
    const view = cartViewSchema.parse(await (await call(getCart, "/api/shop-cart/", { method: "GET", cart })).json());
    const id = String(view.positions[0]!.id);
    const changed = await call(patchPosition, `/api/shop-cart/positions/${id}/`, { method: "PATCH", cart, body: { quantity: 3 }, params: { id } });
    expect(changed.status).toBe(200);
    expect(cartViewSchema.parse(await changed.json()).tickets_quantity).toBe(3);
    expect(cookieValue(setCookies(changed).get("cart_amount"))).toBe("3");
    expect((await call(patchPosition, `/api/shop-cart/positions/${id}/`, { method: "PATCH", cart, body: { quantity: -1 }, params: { id } })).status).toBe(400);
    // The shop paths carry no language prefix: ?lang=en gives English field messages.
    const refused = await call(postCheckout, "/api/shop-cart/checkout/?lang=en", { cart, body: { name: "Ada Lovelace", email: "ada" } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { email: ["Invalid e-mail address!"] } });
    const placed = await call(postCheckout, "/api/shop-cart/checkout/?lang=en", { cart, body: { name: "Ada Lovelace", email: "ada@example.org" } });
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(await placed.json());
    expect(order).toMatchObject({ tickets_quantity: 3, total: "60.00" });
    expect(cookieValue(setCookies(placed).get("cart_amount"))).toBe("0");

    expect((await call(postCart, "/api/shop-cart/", { body, cart })).status).toBe(200);
    const position = String(cartViewSchema.parse(await (await call(getCart, "/api/shop-cart/", { method: "GET", cart })).json()).positions[0]!.id);
    const removed = await call(deletePosition, `/api/shop-cart/positions/${position}/`, { method: "DELETE", cart, params: { id: position } });
    expect(cartViewSchema.parse(await removed.json()).positions).toEqual([]);
    expect((await call(deletePosition, `/api/shop-cart/positions/${position}/`, { method: "DELETE", cart, params: { id: position } })).status).toBe(422);
  });

  it("serves the widget's tickets live and uncached, 404 for an unknown event", async () => {
    const before = await call(getTickets, `/de/api/events/${ids.concert}/tickets/`, { method: "GET", params: { lang: "de", id: String(ids.concert) } });
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("no-store");
    const offered = eventTicketsSchema.parse(await before.json());
    expect(offered.seat_groups[0]!.left).toBe(5);
    // The widget stops at the shop's limit per visitor and event (10 unless configured).
    expect(offered.max_tickets).toBe(10);
    await call(postCart, "/api/shop-cart/", { body });
    const after = await call(getTickets, `/en/api/events/${ids.concert}/tickets/`, { method: "GET", params: { lang: "en", id: String(ids.concert) } });
    const tickets = eventTicketsSchema.parse(await after.json());
    expect(tickets.seat_groups[0]).toMatchObject({ left: 3, text: "Stalls" });
    const missing = await call(getTickets, "/de/api/events/999999/tickets/", { method: "GET", params: { lang: "de", id: "999999" } });
    expect([missing.status, missing.headers.get("cache-control")]).toEqual([404, "no-store"]);
  });
});
