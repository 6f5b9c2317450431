/*
 * The reservation countdown's arithmetic, kept pure for the tests. The visible clock ticks
 * every second (role="timer", which screen readers do not read out by itself); a separate
 * polite status says the time left only at a few thresholds, so nobody hears every second.
 */

/** Whole seconds until `expiresAt`, never below 0. */
export function remainingSeconds(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** "14:05": minutes and seconds, as the clock shows them. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, "0")}`;
}

/** "PT14M5S": the same for <time dateTime>. */
export const clockDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${Math.max(0, Math.floor(seconds)) % 60}S`;

/** Minutes left at which the status speaks. */
export const ANNOUNCE_AT_MINUTES = [10, 5, 2, 1] as const;

/**
 * The threshold (in minutes) crossed between two readings of the clock, or null. Crossing
 * several at once (a tab asleep in the background) announces the lowest one reached.
 */
export function crossedThreshold(previous: number, current: number): number | null {
  const crossed = ANNOUNCE_AT_MINUTES.filter((minutes) => previous > minutes * 60 && current <= minutes * 60 && current > 0);
  return crossed.length ? Math.min(...crossed) : null;
}
