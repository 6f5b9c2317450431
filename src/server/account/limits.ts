import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { loginThrottles } from "../db/schema";

/**
 * Limits on the calls that send mail (registration, password reset, e-mail change) and that
 * check a password inside a session (password change): each key
 * (an address, or an account) may act `attempts` times per window. Kept in the login
 * throttle's table, so they hold across restarts and server processes like the login limit.
 */
export const ACCOUNT_LIMITS = {
  register: { attempts: 10, windowSeconds: 60 * 60 },
  reset: { attempts: 5, windowSeconds: 60 * 60 },
  email: { attempts: 5, windowSeconds: 60 * 60 },
  password: { attempts: 10, windowSeconds: 60 * 60 },
} as const;
export type AccountAction = keyof typeof ACCOUNT_LIMITS;

/** Count one try of `action` by `who`; answers the seconds to wait when over the limit, else null. */
export async function hitAccountLimit(db: Db, action: AccountAction, who: string, now = new Date()): Promise<number | null> {
  const { attempts, windowSeconds } = ACCOUNT_LIMITS[action];
  const t = loginThrottles;
  const expired = sql`${t.window_started_at} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  const [row] = await db.insert(t)
    .values({ key: `${action}:${who.trim().toLowerCase()}`.slice(0, 320), attempts: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${now}::timestamptz ELSE ${t.window_started_at} END`,
      },
    })
    .returning({ attempts: t.attempts, started: t.window_started_at });
  if (!row || row.attempts <= attempts) return null;
  return Math.max(1, Math.ceil((row.started.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/** Over a limit: answered 429 with Retry-After. */
export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfter: number) {
    super("Too many attempts");
  }
}

/** hitAccountLimit, throwing TooManyAttemptsError when over the limit. */
export async function enforceAccountLimit(db: Db, action: AccountAction, who: string, now = new Date()): Promise<void> {
  const wait = await hitAccountLimit(db, action, who, now);
  if (wait !== null) throw new TooManyAttemptsError(wait);
}
