import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/open";
import { idempotencyKeys } from "@/server/db/schema/booking";
import { idempotent, requestHash, type Answer } from "@/server/shop/idempotency";
import { testDatabases } from "../../helpers/db";

const answer = (body: unknown, status = 200): Answer => ({ status, body, cookies: [{ name: "cart_amount", value: "1", maxAge: 900, httpOnly: false, secure: false }] });

describe.each(testDatabases())("Idempotency-Key on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database.close());

  it("runs once, tells a retry during the first run that it still runs (409), then replays the stored answer", async () => {
    const hash = requestHash(["POST", "/api/shop-cart", "{}"]);
    let finish!: () => void;
    let runs = 0;
    const first = idempotent(database.db, "k-running", hash, async () => {
      runs++;
      await new Promise<void>((resolve) => (finish = resolve));
      return answer({ tickets_quantity: 1 });
    });
    await expect.poll(() => runs).toBe(1);
    expect(await idempotent(database.db, "k-running", hash, async () => answer("second"))).toEqual({ kind: "running" });
    finish();
    expect(await first).toEqual({ kind: "fresh", answer: answer({ tickets_quantity: 1 }) });
    expect(await idempotent(database.db, "k-running", hash, async () => answer("third"))).toEqual({ kind: "replay", answer: answer({ tickets_quantity: 1 }) });
    expect(await idempotent(database.db, "k-running", requestHash(["other"]), async () => answer("fourth"))).toEqual({ kind: "mismatch" });
    expect(runs).toBe(1);
  });

  it("releases the key when the run fails or answers 5xx, so the retry runs afresh", async () => {
    const hash = requestHash(["x"]);
    await expect(idempotent(database.db, "k-fail", hash, async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    expect((await idempotent(database.db, "k-fail", hash, async () => answer("ok"))).kind).toBe("fresh");
    expect((await idempotent(database.db, "k-busy", hash, async () => answer("busy", 503))).kind).toBe("fresh");
    expect(await idempotent(database.db, "k-busy", hash, async () => answer("ok"))).toMatchObject({ kind: "fresh", answer: { status: 200 } });
  });

  it("forgets a key after 24 hours", async () => {
    const hash = requestHash(["y"]);
    await idempotent(database.db, "k-old", hash, async () => answer("day one"));
    await database.db.update(idempotencyKeys).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, "k-old"));
    expect(await idempotent(database.db, "k-old", requestHash(["z"]), async () => answer("day two"))).toMatchObject({ kind: "fresh", answer: { body: "day two" } });
  });
});
