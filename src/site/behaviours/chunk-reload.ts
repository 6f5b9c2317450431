import { CHUNK_RELOAD_GUARD_MS } from "./constants";

/**
 * A chunk-load failure (usually a new deployment replaced the old files) triggers one page
 * reload, at most once per 60 s (000 §8/§9): the time of the last reload is kept in
 * sessionStorage, so a chunk that stays broken cannot cause a reload loop.
 */
export const CHUNK_RELOAD_KEY = "chunk-reload-at";

const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === "object" && error !== null && "message" in error)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when no reload happened in the last 60 s (or the stored time is garbage or in the future). */
export function mayReload(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  if (!lastReloadAt || !Number.isFinite(last) || last > now) return true;
  return now - last >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Reloads once for a chunk-load error; returns whether it did. Also for error boundaries
 * (error.tsx), which catch the error before the window sees it.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const now = Date.now();
    if (!mayReload(sessionStorage.getItem(CHUNK_RELOAD_KEY), now)) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard against a loop: better not reload at all.
    return false;
  }
  location.reload();
  return true;
}
