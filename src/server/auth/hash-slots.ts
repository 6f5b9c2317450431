import "server-only";

/**
 * Each scrypt hash takes 32 MiB and tens of milliseconds of a core. Without a cap, a burst of
 * login requests (right or wrong) runs them all at once and starves the site; so at most
 * HASH_CONCURRENCY run at a time, a few more wait their turn, and the rest are told to retry.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 16;

let running = 0;
const waiting: (() => void)[] = [];

/** All slots and the queue are full: the login answers 429 with a short Retry-After. */
export class HashBusyError extends Error {}

export async function withHashSlot<T>(run: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw new HashBusyError("password checks busy");
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await run();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Slots in use and requests waiting, for tests and diagnostics. */
export const hashLoad = () => ({ running, waiting: waiting.length });
