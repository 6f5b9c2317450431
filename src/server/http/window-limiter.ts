import "server-only";

/**
 * A fixed-window counter per key, held in this process's memory (one server process owns its
 * data folder, see scripts/server.ts, so nothing is shared). The map is bounded: when it is
 * full, windows that have ended are dropped first, then the oldest keys, so a flood of new
 * addresses cannot grow it without end.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Count one request; null when allowed, else the seconds until the key's window ends. */
  hit(key: string, now = Date.now()): number | null {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(key);
      this.makeRoom(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return null;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
    // Insertion order is age order: drop the oldest until there is room.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
