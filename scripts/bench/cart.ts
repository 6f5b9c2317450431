// npm run bench -- cart [--scale SEATS --seconds S], or alone:
// tsx --conditions react-server scripts/bench/cart.ts [--scale SEATS --seconds S]
// 50 concurrent buyers hammer a few seat groups of the built-in shop on PostgreSQL (DATABASE_URL
// or TEST_DATABASE_URL) for S seconds: cart requests per second, p50/p99 latency, seats granted
// against capacity, and the seats oversold (must be 0). It calls the shop's service layer (what
// POST /api/shop-cart/ runs) over a pool of 50 connections: the bench server (server.ts) runs
// on the embedded PGlite, which has one connection and cannot show contention.
// BENCH_BUYERS (default 50) and BENCH_ADDS_PER_CART (default 3: each visitor adds to three
// seat groups, so its later adds also lock the groups it already holds) vary the load.
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { CART_ERROR } from "@schemas/api/shop-cart";
import { openScratchDatabase } from "@/server/db/scratch";
import { prices, seatGroups } from "@/server/db/schema/booking";
import { events } from "@/server/db/schema/programme";
import { ShopError } from "@/server/shop/adapter";
import { BuiltinShop } from "@/server/shop/builtin/shop";
import { ShopUnavailableError } from "@/server/shop/errors";
import { percentile } from "./load";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const GROUPS = 4;
const ADDS_PER_CART = Number(process.env.BENCH_ADDS_PER_CART ?? 3);
const JET_ID = 777_001;

export async function benchCart({ seats = 400, seconds = 5 }: { seats?: number; seconds?: number } = {}) {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.log("cart bench: needs PostgreSQL — set DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL (PGlite cannot race). Skipped.");
    return;
  }
  // A pool as large as the crowd of buyers, in a scratch database the bench drops afterwards.
  process.env.DATABASE_POOL_SIZE = String(BUYERS);
  const scratch = await openScratchDatabase(url, "museum_bench_cart");
  const { db } = scratch;
  try {
    const [event] = await db.insert(events).values({ name: { de: "Bench", en: "Bench" }, slug: { de: "bench", en: "bench" }, date_start: new Date(Date.now() + 86_400_000), id_jet: JET_ID }).returning({ id: events.id });
    const groupIds = await db.insert(seatGroups).values(Array.from({ length: GROUPS }, (_, index) => ({ event_id: event!.id, seat_group: index + 1, capacity: seats, position: index })))
      .returning({ id: seatGroups.id });
    await db.insert(prices).values(groupIds.map((group) => ({ event_id: event!.id, seat_group_id: group.id, price: "12.00", text: "Vollpreis", sale_type_id: 1 })));

    const shop = new BuiltinShop(async () => db);
    const latencies: number[] = [];
    const outcome = { granted: 0, refused: 0, busy: 0, errors: 0 };
    let grantedSeats = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: BUYERS }, async (_, buyer) => {
      let cart: string | null = null;
      for (let request = 0; performance.now() < end; request++) {
        // A visitor adds to the same cart a few times, then the next visitor comes.
        if (request % ADDS_PER_CART === 0) cart = null;
        const quantity = 1 + ((buyer + request) % 2);
        const started = performance.now();
        try {
          const result = await shop.addToCart(cart, { quantities: [quantity], event_jet_id: JET_ID, sale_type_ids: [1], seat_group: 1 + ((buyer * 7 + request) % GROUPS) }, "de");
          cart = result.cartToken;
          outcome.granted++;
          grantedSeats += quantity;
        } catch (error) {
          if (error instanceof ShopError && error.code === CART_ERROR.notEnoughSeats) outcome.refused++;
          else if (error instanceof ShopUnavailableError) outcome.busy++;
          else outcome.errors++;
        }
        latencies.push(performance.now() - started);
      }
    }));

    const used = await db.execute(sql`
      SELECT g.capacity, coalesce((SELECT sum(c.quantity) FROM cart_positions c WHERE c.seat_group_id = g.id AND c.expires_at > clock_timestamp()), 0)::int AS used
      FROM seat_groups g`);
    const rows = (used as unknown as { rows: { capacity: number; used: number }[] }).rows;
    const held = rows.reduce((sum, row) => sum + row.used, 0);
    const oversold = rows.reduce((sum, row) => sum + Math.max(0, row.used - row.capacity), 0);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`built-in shop, service layer (addToCart as POST /api/shop-cart/ runs it) over a pool of ${BUYERS} PostgreSQL connections`);
    console.log(`${BUYERS} concurrent buyers, ${GROUPS} seat groups × ${seats} seats, ${seconds} s`);
    console.log(`requests/s ${(latencies.length / seconds).toFixed(0)}   p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   (${latencies.length} requests)`);
    console.log(`granted ${outcome.granted} adds = ${grantedSeats} seats (held in the database: ${held}) of capacity ${GROUPS * seats}; refused -214: ${outcome.refused}; busy 503: ${outcome.busy}; errors: ${outcome.errors}`);
    console.log(`oversold seats: ${oversold}`);
  } finally {
    await scratch.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = z
    .object({ scale: z.coerce.number().int().min(1).default(400), seconds: z.coerce.number().positive().default(5) })
    .parse(parseArgs({ options: { scale: { type: "string" }, seconds: { type: "string" } } }).values);
  await benchCart({ seats: args.scale, seconds: args.seconds });
  process.exit(0);
}
