import "server-only";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { loginThrottles } from "../db/schema";

/**
 * The login limits. Failures are counted per (account, address) pair, so an attacker's wrong
 * guesses slow down only the attacker: the editor, logging in from their own address, never
 * waits for them. After a few free failures each further try of the pair waits, and the wait
 * doubles with every failure up to a cap. One address is also capped across all accounts
 * (credential stuffing); that cap is high because a museum office shares one address. A
 * successful login counts against nobody and clears its pair.
 */
export const LOGIN_LIMITS = {
  pair: { freeFailures: 3, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 },
  ip: { attempts: 50, windowSeconds: 15 * 60 },
} as const;

const norm = (value: string) => value.trim().toLowerCase();
export const pairKey = (account: string, address: string) => `pair:${norm(address).slice(0, 64)}|${norm(account)}`.slice(0, 320);
export const addressKey = (address: string) => `ip:${norm(address)}`.slice(0, 320);

/** The wait after `failures` failures of one pair: 0 for the first few, then 1 s, 2 s, 4 s … up to the cap. */
export function pairDelaySeconds(failures: number): number {
  const { freeFailures, maxDelaySeconds } = LOGIN_LIMITS.pair;
  return failures < freeFailures ? 0 : Math.min(2 ** (failures - freeFailures), maxDelaySeconds);
}

/** Seconds until this pair and address may try again, or null when they may now. */
export async function loginWait(db: Db, account: string, address: string, now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ blocked_until: loginThrottles.blocked_until })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [pairKey(account, address), addressKey(address)]));
  const until = Math.max(0, ...rows.map((row) => row.blocked_until?.getTime() ?? 0));
  return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / 1000)) : null;
}

/**
 * Count one failed login against its pair and its address, each in one atomic upsert (so
 * parallel failures in several processes all count). The pair's block grows with its count;
 * a pair quiet for a day starts afresh. The address's count blocks it to its window's end
 * once over the cap.
 */
export async function recordFailure(db: Db, account: string, address: string, now = new Date()): Promise<void> {
  const t = loginThrottles;
  const { freeFailures, maxDelaySeconds, forgetAfterSeconds } = LOGIN_LIMITS.pair;
  const forgotten = sql`${t.window_started_at} <= ${new Date(now.getTime() - forgetAfterSeconds * 1000)}`;
  const failures = sql`(CASE WHEN ${forgotten} THEN 1 ELSE ${t.attempts} + 1 END)`;
  await db
    .insert(t)
    .values({ key: pairKey(account, address), attempts: 1, window_started_at: now, blocked_until: pairDelaySeconds(1) ? new Date(now.getTime() + pairDelaySeconds(1) * 1000) : null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: failures,
        window_started_at: sql`CASE WHEN ${forgotten} THEN ${now}::timestamptz ELSE ${t.window_started_at} END`,
        blocked_until: sql`CASE WHEN ${failures} < ${freeFailures} THEN NULL
          ELSE ${now}::timestamptz + make_interval(secs => LEAST(power(2, ${failures} - ${freeFailures}), ${maxDelaySeconds})) END`,
      },
    });

  const { attempts: limit, windowSeconds } = LOGIN_LIMITS.ip;
  const expired = sql`${t.window_started_at} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  await db
    .insert(t)
    .values({ key: addressKey(address), attempts: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${now}::timestamptz ELSE ${t.window_started_at} END`,
        blocked_until: sql`CASE WHEN ${expired} THEN NULL WHEN ${t.attempts} + 1 > ${limit}
          THEN ${t.window_started_at} + make_interval(secs => ${windowSeconds}) ELSE ${t.blocked_until} END`,
      },
    });
}

/** A successful login clears its pair (never the address's count: one known account must not reset it). */
export async function clearPair(db: Db, account: string, address: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, pairKey(account, address)));
}

/** Drop rows whose block is over and that are older than the longest memory; run at each login. */
export async function pruneThrottles(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - LOGIN_LIMITS.pair.forgetAfterSeconds * 1000);
  await db
    .delete(loginThrottles)
    .where(and(lt(loginThrottles.window_started_at, before), or(sql`${loginThrottles.blocked_until} IS NULL`, lt(loginThrottles.blocked_until, now))));
}
