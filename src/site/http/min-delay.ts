/** 001 §9: a list load takes at least this long, so its skeleton shows steadily instead of flashing. */
export const MIN_FETCH_DELAY_MS = 200;

/**
 * Wraps a fetcher so its promise settles no sooner than `ms` after the call (results and
 * errors alike). Used only by the paged list loads (events, productions, articles), where the
 * spec puts the delay; everything else fetches at full speed.
 */
export function withMinDelay<A extends unknown[], T>(fetcher: (...args: A) => Promise<T>, ms = MIN_FETCH_DELAY_MS) {
  return async (...args: A): Promise<T> => {
    const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
    const [result] = await Promise.allSettled([fetcher(...args), wait]);
    if (result.status === "rejected") throw result.reason;
    return result.value;
  };
}
