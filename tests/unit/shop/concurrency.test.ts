import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CART_ERROR, type CartCreate } from "@schemas/api/shop-cart";
import type { Database } from "@/server/db/open";
import { cartPositions } from "@/server/db/schema/booking";
import { ShopError } from "@/server/shop/adapter";
import { lockUnits, DEFAULT_LOCK_OPTIONS } from "@/server/shop/builtin/locks";
import { BuiltinShop } from "@/server/shop/builtin/shop";
import { ShopUnavailableError } from "@/server/shop/errors";
import { testDatabases } from "../../helpers/db";
import { insertHold, resetShop, seatsInUse, seedShop, type ShopFixture } from "./fixtures";

/*
 * Modelled on pretix's concurrency suite: many buyers at once against one seat group of 50 on
 * a real PostgreSQL (PGlite has one connection and cannot race). First a control run with the
 * lock switched off (test hook) must oversell — proof that the test can see a race — then the
 * same storm with the lock grants exactly the capacity. The race window is widened only by the
 * hook (pg_sleep between count and insert), in both runs alike.
 */

const SEATS = 50;
const BUYERS = 200;
const POOL = 50;
const RACE_MS = 20;

const one = (seatGroup: number): CartCreate => ({ quantities: [1], event_jet_id: 9002, sale_type_ids: [1], seat_group: seatGroup });

async function storm(shop: BuiltinShop, buyers: number, seatGroup = 1) {
  const results = await Promise.allSettled(Array.from({ length: buyers }, () => shop.addToCart(null, one(seatGroup), "de")));
  const granted = results.filter((result) => result.status === "fulfilled").length;
  const refused = results.filter((result) => result.status === "rejected" && result.reason instanceof ShopError && result.reason.code === CART_ERROR.notEnoughSeats).length;
  const other = results.flatMap((result) => (result.status === "rejected" && !(result.reason instanceof ShopError) ? [String(result.reason)] : []));
  return { granted, refused, other };
}

const postgres = testDatabases().find((candidate) => candidate.name === "postgres");

describe.skipIf(!postgres)("no overselling under concurrent buyers (PostgreSQL, pool of 50)", () => {
  let database: Database;
  let ids: ShopFixture;

  beforeAll(async () => {
    const before = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = String(POOL);
    database = await postgres!.open();
    if (before === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = before;
  });
  beforeEach(async () => {
    await resetShop(database.db);
    ids = await seedShop(database.db, SEATS);
  });
  afterAll(async () => database?.close());

  it("oversells with the lock switched off (control), and grants exactly the capacity with it", async () => {
    // The pool runs 50 buyers at once; with only 10 seats left, every one of those counts the
    // same 40 taken, so without the lock the race shows every time, not only when commits
    // happen to straggle.
    await insertHold(database.db, { event: ids.hall, group: ids.hallGroup, quantity: SEATS - 10, expiresInMs: 600_000 });
    const unlocked = new BuiltinShop(async () => database.db, { locking: false, raceDelayMs: RACE_MS });
    const control = await storm(unlocked, BUYERS);
    expect(control.other).toEqual([]);
    expect(SEATS - 10 + control.granted).toBeGreaterThan(SEATS);
    console.info(`control run without the lock: ${control.granted} granted where 10 seats were left`);

    await database.db.delete(cartPositions);
    // A generous lock timeout: 200 buyers queue on one lock on a shared CI machine; the
    // timeout → retry → 503 path is the last test's business.
    const locked = new BuiltinShop(async () => database.db, { raceDelayMs: RACE_MS, lockTimeoutMs: 20_000 });
    const result = await storm(locked, BUYERS);
    expect(result).toEqual({ granted: SEATS, refused: BUYERS - SEATS, other: [] });
    const used = await seatsInUse(database.db);
    for (const group of used) if (group.capacity !== null) expect(group.used).toBeLessThanOrEqual(group.capacity);
    expect(used.find((group) => group.id === ids.hallGroup)?.used).toBe(SEATS);
  });

  it("gives the seats of holds created already expired to the next buyers", async () => {
    for (let index = 0; index < 5; index++) await insertHold(database.db, { event: ids.hall, group: ids.hallGroup, quantity: 10, expiresInMs: -1_000 });
    const shop = new BuiltinShop(async () => database.db, { lockTimeoutMs: 20_000 });
    expect(await storm(shop, 80)).toEqual({ granted: SEATS, refused: 30, other: [] });
    expect((await seatsInUse(database.db)).find((group) => group.id === ids.hallGroup)?.used).toBe(SEATS);
  });

  it("does not make an unrelated seat group wait for a held lock", async () => {
    const shop = new BuiltinShop(async () => database.db, { lockTimeoutMs: 300, attempts: 2 });
    let release!: () => void;
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    // Another buyer's transaction holds group A's lock until we release it.
    const holder = database.db.transaction(async (tx) => {
      await lockUnits(tx, [{ kind: "group", id: ids.hallGroup }], DEFAULT_LOCK_OPTIONS);
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isHeld;
    try {
      // Were group B queued behind A, its 300 ms lock timeout would end in ShopUnavailableError.
      const groupB = await shop.addToCart(null, one(2), "de");
      expect(groupB.response.tickets_quantity).toBe(1);
      // Group A itself is blocked: lock timeout, retried, then a clear "busy" (503), not a 500.
      await expect(shop.addToCart(null, one(1), "de")).rejects.toBeInstanceOf(ShopUnavailableError);
    } finally {
      release();
      await holder;
    }
    expect((await shop.addToCart(null, one(1), "de")).response.tickets_quantity).toBe(1);
  });
});
