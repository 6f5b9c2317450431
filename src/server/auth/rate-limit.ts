import "server-only";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { loginThrottles } from "../db/schema";

/**
 * Login attempts allowed per window, per account and per client address. An account is the
 * target of password guessing, an address the source of credential stuffing across accounts;
 * the second limit is higher because many people can share one address (a museum's office).
 */
export const LOGIN_LIMITS = {
  account: { attempts: 5, windowSeconds: 15 * 60 },
  ip: { attempts: 30, windowSeconds: 15 * 60 },
} as const;

export type ThrottleKind = keyof typeof LOGIN_LIMITS;
export const throttleKey = (kind: ThrottleKind, value: string) => `${kind}:${value.trim().toLowerCase()}`.slice(0, 320);

/**
 * Count one attempt against a key and answer whether it may go ahead. The count is one atomic
 * upsert, so parallel attempts in several processes cannot slip past the limit together. The
 * attempt over the limit blocks the key until the window's end; attempts while blocked are not
 * counted (the block does not grow), and a window that has passed starts afresh.
 * Returns null when allowed, else the seconds until the next attempt is allowed.
 */
export async function countAttempt(db: Db, kind: ThrottleKind, value: string, now = new Date()): Promise<number | null> {
  const { attempts: limit, windowSeconds } = LOGIN_LIMITS[kind];
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const blockEnd = new Date(now.getTime() + windowSeconds * 1000);
  const t = loginThrottles;
  const blocked = sql`${t.blocked_until} > ${now}`;
  const expired = sql`(${t.window_started_at} <= ${windowStart} OR ${t.blocked_until} <= ${now})`;
  const [row] = await db
    .insert(t)
    .values({ key: throttleKey(kind, value), attempts: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${blocked} THEN ${t.attempts} WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END`,
        window_started_at: sql`CASE WHEN ${blocked} THEN ${t.window_started_at} WHEN ${expired} THEN ${now}::timestamptz ELSE ${t.window_started_at} END`,
        blocked_until: sql`CASE WHEN ${blocked} THEN ${t.blocked_until} WHEN ${expired} THEN NULL
          WHEN ${t.attempts} + 1 > ${limit} THEN ${blockEnd}::timestamptz ELSE NULL END`,
      },
    })
    .returning({ blocked_until: t.blocked_until });
  const until = row?.blocked_until;
  if (!until || until <= now) return null;
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** A successful login clears its account's count (never the address's: one known account must not reset it). */
export async function clearAttempts(db: Db, kind: ThrottleKind, value: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, throttleKey(kind, value)));
}

/** Drop rows whose window and block are over; run now and then (at each login). */
export async function pruneThrottles(db: Db, now = new Date()): Promise<void> {
  const longest = Math.max(LOGIN_LIMITS.account.windowSeconds, LOGIN_LIMITS.ip.windowSeconds) * 1000;
  const before = new Date(now.getTime() - longest);
  await db
    .delete(loginThrottles)
    .where(and(lt(loginThrottles.window_started_at, before), or(sql`${loginThrottles.blocked_until} IS NULL`, lt(loginThrottles.blocked_until, now))));
}
