import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/open";
import { isUnavailableState, RETRYABLE_STATES, ShopUnavailableError, sqlState } from "../errors";

/**
 * Locking of the built-in shop. What is locked is the capacity unit whose seats are counted:
 * a seat group's own (slotless) seats, or one timeslot's — the slot's capacity governs a group
 * that sells by timeslot, and a slot without a seat group is shared by the event's groups, so
 * its lock must not depend on the group. One transaction-scoped advisory lock per unit:
 * unrelated seat groups never queue behind each other, and the lock ends with the
 * transaction (commit, rollback or a dropped connection), so nothing can leak.
 */
export type Unit = { kind: "group"; id: number } | { kind: "slot"; id: number };

/** The two-int advisory lock space: a namespace per unit kind, then the row id. */
const NAMESPACE = { group: 7_101, slot: 7_102 } as const;

export interface LockOptions {
  /** Off only in the concurrency test's control run, which must oversell (test hook). */
  locking: boolean;
  /** SET LOCAL lock_timeout: a waiting buyer gives up after this long… */
  lockTimeoutMs: number;
  /** …and the whole transaction is tried this many times before a 503. */
  attempts: number;
  /** Test hook: pg_sleep between count and insert, widening the race the control run shows. */
  raceDelayMs: number;
}

export const DEFAULT_LOCK_OPTIONS: LockOptions = { locking: true, lockTimeoutMs: 3_000, attempts: 3, raceDelayMs: 0 };

export const unitOf = (position: { seat_group_id: number; timeslot_id: number | null }): Unit =>
  position.timeslot_id === null ? { kind: "group", id: position.seat_group_id } : { kind: "slot", id: position.timeslot_id };

export const sameUnit = (a: Unit, b: Unit) => a.kind === b.kind && a.id === b.id;

/** Distinct units in one fixed order (groups, then slots, by id): two buyers never deadlock. */
export function lockOrder(units: readonly Unit[]): Unit[] {
  const distinct = units.filter((unit, index) => units.findIndex((other) => sameUnit(other, unit)) === index);
  return distinct.sort((a, b) => NAMESPACE[a.kind] - NAMESPACE[b.kind] || a.id - b.id);
}

/** Both drivers answer raw SQL with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Take the units' locks (in lock order) and return the database clock read after the last one:
 * what counts as expired is decided at the moment the count runs, not when the transaction
 * began (now() is the transaction's start, and waiting for a lock can take a while).
 */
export async function lockUnits(tx: Tx, units: readonly Unit[], options: LockOptions): Promise<Date> {
  const ordered = options.locking ? lockOrder(units) : [];
  const clock = sql`(extract(epoch FROM clock_timestamp()) * 1000)::float8`;
  const read = async (statement: SQL) => Number(rowsOf<{ ms: number | string }>(await tx.execute(statement))[0]?.ms);
  let ms = Number.NaN;
  // One round trip per lock: the first also sets the lock timeout (SET LOCAL), the last also
  // reads the clock. The subquery with the volatile lock call is never flattened or pruned,
  // so it runs before the outer projection reads the clock.
  for (const [index, unit] of ordered.entries()) {
    const source = index === 0 ? sql`(SELECT set_config('lock_timeout', ${`${Math.round(options.lockTimeoutMs)}ms`}, true)) AS settings` : sql`(SELECT 1) AS one`;
    const statement = sql`SELECT ${clock} AS ms FROM (SELECT pg_advisory_xact_lock(${NAMESPACE[unit.kind]}::int, ${unit.id}::int) AS locked FROM ${source}) AS lock`;
    ms = await read(statement);
  }
  if (ordered.length === 0) ms = await read(sql`SELECT ${clock} AS ms`);
  return new Date(ms);
}

/** Test hook only: hold the transaction between counting and writing. */
export async function raceWindow(tx: Tx, options: LockOptions): Promise<void> {
  if (options.raceDelayMs > 0) await tx.execute(sql`SELECT pg_sleep(${options.raceDelayMs / 1000}::float8)`);
}

/**
 * Run `work` in one READ COMMITTED transaction (its locks set the lock timeout); a lock timeout, a
 * serialization failure or a deadlock rolls it back and tries again, a bounded number of
 * times, then answers ShopUnavailableError (503). Any other error passes through.
 */
export async function inShopTransaction<T>(db: Db, options: LockOptions, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, { isolationLevel: "read committed" });
    } catch (error) {
      const state = sqlState(error);
      if (state !== null && isUnavailableState(state)) throw new ShopUnavailableError();
      if (state === null || !RETRYABLE_STATES.has(state)) throw error;
      if (attempt >= options.attempts) throw new ShopUnavailableError();
      // A little jitter, so the retries of many buyers do not arrive in step.
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
