import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CART_ERROR, type CartCreate } from "@schemas/api/shop-cart";
import type { Database } from "@/server/db/open";
import { cartPositions, carts, idempotencyKeys, orderPositions, orders } from "@/server/db/schema/booking";
import { takenSeats } from "@/server/services/availability";
import { ShopError } from "@/server/shop/adapter";
import { ValidationError } from "@/server/errors";
import { BuiltinShop } from "@/server/shop/builtin/shop";
import { testDatabases } from "../../helpers/db";
import { insertHold, resetShop, seatsInUse, seedShop, type ShopFixture } from "./fixtures";

const add = (overrides: Partial<CartCreate> = {}): CartCreate => ({ quantities: [1], event_jet_id: 9001, sale_type_ids: [1], seat_group: 1, block_id: null, ...overrides });

async function refusal(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`);
  return error.code;
}

describe.each(testDatabases())("built-in shop on $name (sequential rules)", ({ open }) => {
  let database: Database;
  let shop: BuiltinShop;
  let ids: ShopFixture;

  beforeAll(async () => {
    database = await open();
    shop = new BuiltinShop(async () => database.db);
  });
  beforeEach(async () => {
    await resetShop(database.db);
    ids = await seedShop(database.db);
  });
  afterAll(async () => database?.close());

  it("holds seats for 15 minutes and shows them in the cart with prices and total", async () => {
    const first = await shop.addToCart(null, add({ quantities: [2, 1], sale_type_ids: [1, 2] }), "de");
    expect(first.response).toEqual({ tickets_quantity: 3, cart_url: "/webshop/" });
    const cart = await shop.readCart(first.cartToken, "en");
    expect(cart.tickets_quantity).toBe(3);
    expect(cart.total).toBe("50.00");
    expect(cart.positions.map((position) => [position.price_name, position.price, position.quantity, position.seat_group])).toEqual([
      ["Vollpreis", "20.00", 2, "Stalls"], ["Ermäßigt", "10.00", 1, "Stalls"],
    ]);
    const minutesLeft = (Date.parse(cart.expires_at!) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14.5);
    expect(minutesLeft).toBeLessThanOrEqual(15.01);
    // A second add of the same price merges into its line.
    const second = await shop.addToCart(first.cartToken, add({ quantities: [1] }), "en");
    expect(second.cartToken).toBe(first.cartToken);
    expect(second.response).toEqual({ tickets_quantity: 4, cart_url: "/webshop/?lang=en" });
    expect((await shop.readCart(first.cartToken, "de")).positions).toHaveLength(2);
    expect((await shop.readCart("unknown-token-aaaaaaaaaaaa", "de")).positions).toEqual([]);
  });

  it("refuses with -214 when more seats are wanted than are left, and the refusal changes nothing", async () => {
    const { cartToken } = await shop.addToCart(null, add({ quantities: [3] }), "de");
    // Shorten the hold, so an extension would show.
    const soon = new Date(Date.now() + 5 * 60_000);
    await database.db.update(cartPositions).set({ expires_at: soon });
    expect(await refusal(shop.addToCart(cartToken, add({ quantities: [3] }), "de"))).toBe(CART_ERROR.notEnoughSeats);
    const [row] = await database.db.select().from(cartPositions);
    expect(row!.quantity).toBe(3);
    expect(row!.expires_at.getTime()).toBe(soon.getTime());
    // Exactly what is left still fits; the older hold keeps its end (adding never extends it).
    await shop.addToCart(cartToken, add({ quantities: [2], sale_type_ids: [2] }), "de");
    const rows = await database.db.select().from(cartPositions);
    expect(rows.map((position) => position.quantity).sort()).toEqual([2, 3]);
    expect(rows.find((position) => position.quantity === 3)!.expires_at.getTime()).toBe(soon.getTime());
    expect(rows.find((position) => position.quantity === 2)!.expires_at.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await refusal(shop.addToCart(null, add(), "de"))).toBe(CART_ERROR.notEnoughSeats);
    // A refused first add creates no cart.
    expect(await database.db.select().from(carts)).toHaveLength(1);
  });

  it("limits the tickets one cart holds, in all and per event (seat hoarding), and merging never extends a hold", async () => {
    const { cartToken } = await shop.addToCart(null, add({ quantities: [1] }), "de");
    const soon = new Date(Date.now() + 3 * 60_000);
    await database.db.update(cartPositions).set({ expires_at: soon });
    await shop.addToCart(cartToken, add({ quantities: [1] }), "de");
    const [merged] = await database.db.select().from(cartPositions);
    expect(merged!.quantity).toBe(2);
    expect(merged!.expires_at.getTime()).toBe(soon.getTime());

    const over = await shop.addToCart(cartToken, add({ quantities: [9] }), "de").then(() => null, (error: unknown) => error);
    expect(over).toBeInstanceOf(ValidationError);
    expect((over as ValidationError).fields("en")).toEqual({ quantities: ["At most 10 tickets per cart."] });
    expect((await database.db.select().from(cartPositions))[0]!.quantity).toBe(2);
    const [position] = (await shop.readCart(cartToken, "de")).positions;
    expect(await shop.changePosition(cartToken, position!.id, 11, "de").then(() => "ok", (error: unknown) => error instanceof ValidationError)).toBe(true);
  });

  it("never sells a closed group or slot, and a slotted group only per timeslot", async () => {
    expect(await refusal(shop.addToCart(null, add({ seat_group: 2 }), "de"))).toBe(CART_ERROR.notEnoughSeats);
    expect(await refusal(shop.addToCart(null, add({ seat_group: 3, block_id: 502 }), "de"))).toBe(CART_ERROR.notEnoughSeats);
    await expect(shop.addToCart(null, add({ seat_group: 3, block_id: null }), "de")).rejects.toThrow("Validation failed");
    await expect(shop.addToCart(null, add({ seat_group: 1, block_id: 501 }), "de")).rejects.toThrow("Validation failed");
    await expect(shop.addToCart(null, add({ sale_type_ids: [7] }), "de")).rejects.toThrow("Validation failed");
    await expect(shop.addToCart(null, add({ event_jet_id: 1 }), "de")).rejects.toThrow("Validation failed");
    // The slot's capacity (2) governs, though the group is unlimited.
    const { cartToken } = await shop.addToCart(null, add({ seat_group: 3, block_id: 501, quantities: [2] }), "de");
    expect((await shop.readCart(cartToken, "de")).positions[0]!.time_start).not.toBeNull();
    expect(await refusal(shop.addToCart(null, add({ seat_group: 3, block_id: 501 }), "de"))).toBe(CART_ERROR.notEnoughSeats);
    const taken = await takenSeats(database.db, [ids.concert]);
    expect(taken.timeslots.get(ids.slotOpen)).toBe(2);
    expect(taken.seatGroups.get(ids.slotted)).toBeUndefined();
  });

  it("lets expired holds stop counting, without any clean-up", async () => {
    await insertHold(database.db, { event: ids.concert, group: ids.stalls, quantity: 5, expiresInMs: -60_000 });
    expect((await takenSeats(database.db, [ids.concert])).seatGroups.get(ids.stalls)).toBeUndefined();
    const { cartToken } = await shop.addToCart(null, add({ quantities: [5] }), "de");
    expect((await shop.readCart(cartToken, "de")).tickets_quantity).toBe(5);
    expect((await takenSeats(database.db, [ids.concert])).seatGroups.get(ids.stalls)).toBe(5);
    // A live hold counts; an expired one in the same cart is not shown.
    const expiredCart = await insertHold(database.db, { event: ids.concert, group: ids.stalls, quantity: 1, expiresInMs: -1 });
    expect(await shop.readCart(expiredCart, "de")).toMatchObject({ positions: [], tickets_quantity: 0, expires_at: null });
  });

  it("checks out held positions into an order, and answers -204 when nothing is held", async () => {
    expect(await refusal(shop.checkout("no-such-cart-aaaaaaaaaaaa", { name: "A", email: "a@example.org" }, "de"))).toBe(CART_ERROR.noReservation);
    const { cartToken } = await shop.addToCart(null, add({ quantities: [2] }), "de");
    const order = await shop.checkout(cartToken, { name: "Ada Lovelace", email: "ada@example.org" }, "en");
    expect(order.number).toMatch(/^M-\d{4}-\d{6}$/);
    expect(order).toMatchObject({ name: "Ada Lovelace", tickets_quantity: 2, total: "40.00" });
    expect(order.positions[0]).toMatchObject({ price_name: "Vollpreis", price: "20.00", quantity: 2, seat_group: "Stalls" });
    expect(await shop.readOrder(cartToken, order.number, "en")).toEqual(order);
    expect(await shop.readOrder("another-cart-aaaaaaaaaaa", order.number, "en")).toBeNull();
    expect((await shop.readCart(cartToken, "de")).positions).toEqual([]);
    // Sold seats keep counting: 3 of 5 left.
    expect((await takenSeats(database.db, [ids.concert])).seatGroups.get(ids.stalls)).toBe(2);
    expect(await refusal(shop.addToCart(null, add({ quantities: [4] }), "de"))).toBe(CART_ERROR.notEnoughSeats);
    expect(await refusal(shop.checkout(cartToken, { name: "A", email: "a@example.org" }, "de"))).toBe(CART_ERROR.noReservation);
    // A cart whose holds all expired has nothing to check out.
    const stale = await insertHold(database.db, { event: ids.concert, group: ids.stalls, quantity: 1, expiresInMs: -1_000 });
    expect(await refusal(shop.checkout(stale, { name: "B", email: "b@example.org" }, "de"))).toBe(CART_ERROR.noReservation);
    expect(await database.db.select().from(orders)).toHaveLength(1);
    expect((await database.db.select().from(orderPositions)).map((row) => row.quantity)).toEqual([2]);
  });

  it("changes a position: more needs free seats, fewer gives them back, 0 removes it, an expired one is -204", async () => {
    const { cartToken } = await shop.addToCart(null, add({ quantities: [2] }), "de");
    const [position] = (await shop.readCart(cartToken, "de")).positions;
    expect(await refusal(shop.changePosition(cartToken, position!.id, 6, "de"))).toBe(CART_ERROR.notEnoughSeats);
    expect((await shop.changePosition(cartToken, position!.id, 5, "de")).tickets_quantity).toBe(5);
    expect((await shop.changePosition(cartToken, position!.id, 1, "de")).tickets_quantity).toBe(1);
    expect((await shop.changePosition(cartToken, position!.id, 0, "de")).positions).toEqual([]);
    expect(await refusal(shop.changePosition(cartToken, position!.id, 1, "de"))).toBe(CART_ERROR.noReservation);
    const again = await shop.addToCart(cartToken, add(), "de");
    await database.db.update(cartPositions).set({ expires_at: new Date(Date.now() - 1_000) });
    const [expired] = await database.db.select().from(cartPositions);
    expect(await refusal(shop.changePosition(again.cartToken, expired!.id, 2, "de"))).toBe(CART_ERROR.noReservation);
  });

  it("serves live availability with the seats left to the widget", async () => {
    let tickets = await shop.eventTickets(ids.concert, "de");
    expect(tickets!.event_jet_id).toBe(9001);
    // The closed group (status 0) and the closed slot are not offered.
    expect(tickets!.seat_groups.map((group) => [group.seat_group, group.left, group.timeslots.map((slot) => slot.block_id)])).toEqual([
      [1, 5, []], [3, 2, [501]],
    ]);
    await shop.addToCart(null, add({ quantities: [5] }), "de");
    await shop.addToCart(null, add({ seat_group: 3, block_id: 501, quantities: [2] }), "de");
    tickets = await shop.eventTickets(ids.concert, "de");
    expect(tickets!.seat_groups.map((group) => [group.left, group.availability])).toEqual([[0, "sold_out"], [0, "sold_out"]]);
    expect(tickets!.availability).toBe("sold_out");
    expect(await shop.eventTickets(999_999, "de")).toBeNull();
    expect(await seatsInUse(database.db)).toContainEqual({ id: ids.stalls, capacity: 5, used: 5 });
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "none"))).toEqual([]);
  });
});
