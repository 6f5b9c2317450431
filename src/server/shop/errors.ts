import "server-only";

/**
 * The shop could not get its locks in time, even after retrying (many buyers on one seat
 * group, a stuck transaction). Answered as 503 JSON with Retry-After, never a 500: the
 * visitor's cart is unchanged and trying again shortly is safe.
 */
export class ShopUnavailableError extends Error {
  constructor(message = "The ticket shop is busy. Please try again in a moment.") {
    super(message);
    this.name = "ShopUnavailableError";
  }
}

/** PostgreSQL's SQLSTATE of an error, also when a driver or Drizzle wrapped it (`cause`). */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = typeof current === "object" && "cause" in current ? current.cause : null;
  }
  return null;
}

/** Lock wait timed out, serialization failure, deadlock: a fresh attempt may succeed. */
export const RETRYABLE_STATES = new Set(["55P03", "40001", "40P01"]);

/**
 * The database is unreachable or refuses connections (class 08, 53, 57P): answered 503 at
 * once, never retried here — after a dropped connection the commit's outcome is unknown, and
 * a blind retry could hold the seats twice.
 */
export const isUnavailableState = (state: string) => /^(08|53|57P)/.test(state);
