import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { loginThrottles } from "../db/schema";

export interface WindowLimit {
  /** Requests one key may make per window. */
  limit: number;
  windowMs: number;
}

/**
 * Count one request against a fixed window per key, in the database: every server process
 * (several instances behind a load balancer) counts the same window, and a restart forgets
 * nothing. One atomic upsert per request. The rows share the login throttles' table and its
 * pruning (src/server/auth/rate-limit.ts). Null when allowed, else the seconds until the
 * key's window ends.
 */
export async function hitSharedWindow(db: Db, key: string, { limit, windowMs }: WindowLimit, now = new Date()): Promise<number | null> {
  const t = loginThrottles;
  const expired = sql`${t.window_started_at} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(t)
    .values({ key: key.slice(0, 320), attempts: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${now}::timestamptz ELSE ${t.window_started_at} END`,
      },
    })
    .returning({ attempts: t.attempts, started: t.window_started_at });
  if (!row || row.attempts <= limit) return null;
  return Math.max(1, Math.ceil((row.started.getTime() + windowMs - now.getTime()) / 1000));
}
