/** Timings of the shell's behaviours, as 000 §9 gives them. */
export const HASH_SCROLL = { delayMs: 1000, intervalMs: 250, maxTries: 100, offsetPx: 130 } as const;
export const PROGRESS = { throttleMs: 200, durationMs: 5000, hideMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
