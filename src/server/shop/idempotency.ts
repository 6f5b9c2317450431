import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { idempotencyKeys, type StoredCookie } from "../db/schema/booking";

/** What a cart call answered, as stored and replayed. */
export interface Answer {
  status: number;
  body: unknown;
  cookies: StoredCookie[];
}

export type IdempotentResult =
  | { kind: "fresh" | "replay"; answer: Answer }
  | { kind: "running" | "mismatch" };

/** Keys live a day, as Stripe's do. */
export const IDEMPOTENCY_HOURS = 24;
/** A key still "running" after this long belongs to a request that died (crash, restart). */
const ABANDONED_MINUTES = 2;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const requestHash = (parts: readonly (string | null)[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("hex");

/**
 * Run a cart call at most once per Idempotency-Key (a network retry must not double a
 * reservation). The first request claims the key (one INSERT … ON CONFLICT, so two racing
 * requests cannot both win); its answer — status, body and cookies, refusals included — is
 * stored and replayed to every retry with the same request for 24 hours. A retry while the
 * first still runs is told so ("running" → 409); the same key with another request is
 * refused ("mismatch" → 422). When `run` throws (a 503, a bug), the key is released so the
 * client's retry runs afresh; 5xx answers are not stored for the same reason.
 */
export async function idempotent(db: Db, key: string, hash: string, run: () => Promise<Answer>): Promise<IdempotentResult> {
  const expired = sql`${idempotencyKeys.created_at} < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
  const abandoned = sql`(${idempotencyKeys.state} = 'running' AND ${idempotencyKeys.created_at} < now() - make_interval(mins => ${ABANDONED_MINUTES}))`;
  const claimed = await db.insert(idempotencyKeys).values({ key, request_hash: hash })
    .onConflictDoUpdate({
      target: idempotencyKeys.key,
      set: { request_hash: hash, state: "running", status: null, body: null, cookies: null, created_at: sql`now()` },
      setWhere: sql`${expired} OR ${abandoned}`,
    })
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!stored) return { kind: "running" };
    if (stored.request_hash !== hash) return { kind: "mismatch" };
    if (stored.state !== "done" || stored.status === null) return { kind: "running" };
    return { kind: "replay", answer: { status: stored.status, body: stored.body, cookies: stored.cookies ?? [] } };
  }

  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    await release(db, key);
    throw error;
  }
  if (answer.status >= 500) await release(db, key);
  else {
    await db.update(idempotencyKeys).set({ state: "done", status: answer.status, body: answer.body, cookies: answer.cookies })
      .where(eq(idempotencyKeys.key, key));
  }
  // Lazy cleanup of old keys now and then; the index on created_at keeps it a range delete.
  if (Math.random() < 0.02) await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`));
  return { kind: "fresh", answer };
}

async function release(db: Db, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, "running"))).catch(() => undefined);
}
