import "server-only";

interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

declare global {
  // Bundled apart (proxy, route handlers): one set of memos per process, by name.
  var __museumProcessMemos: Map<string, Map<string, Entry<unknown>>> | undefined;
}

export interface ProcessMemo<V> {
  /** The remembered answer for `key`, or `load()`'s, remembered from now on. */
  read(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/**
 * Answers remembered in this process's memory: the newest `maxEntries`, each for `ttlMs`.
 * For reads many visitors ask alike: a remembered answer costs no query, whatever the data's
 * size. Every content write clears them on every instance (process-caches.ts); the lifetime
 * only bounds what changes without a write (the day moving on, holds running out). The
 * pending promise is what is remembered, so concurrent asks share one load, and a clear
 * during a load keeps that load's older answer out. Outside a Next.js server (tests, scripts)
 * nothing is remembered, as with cached() (cache.ts).
 */
export function processMemo<V>(name: string, { maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }): ProcessMemo<V> {
  const memos = (globalThis.__museumProcessMemos ??= new Map());
  const entries = () => {
    let map = memos.get(name) as Map<string, Entry<V>> | undefined;
    if (!map) memos.set(name, (map = new Map()) as Map<string, Entry<unknown>>);
    return map;
  };
  return {
    read(key, load) {
      if (!process.env.NEXT_RUNTIME) return load();
      const map = entries();
      const now = Date.now();
      const remembered = map.get(key);
      if (remembered && remembered.expires > now) return remembered.value;
      map.delete(key);
      const value = load();
      const entry = { value, expires: now + ttlMs };
      map.set(key, entry);
      if (map.size > maxEntries) map.delete(map.keys().next().value!);
      // A failed load is not remembered: the next ask tries again.
      value.catch(() => {
        if (map.get(key) === entry) map.delete(key);
      });
      return value;
    },
    clear: () => entries().clear(),
  };
}
