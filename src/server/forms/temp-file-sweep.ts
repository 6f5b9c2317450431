import "server-only";
import { getDb } from "../db/client";
import { sweepExpiredTempFiles } from "./temp-files";

/** An unclaimed file outlives its day by an hour at most. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

declare global {
  // One sweep timer per server process, however many route chunks load this.
  var __museumTempFileSweep: ReturnType<typeof setInterval> | undefined;
}

async function sweep(): Promise<void> {
  try {
    await sweepExpiredTempFiles((await getDb()).db);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "temp_file_sweep_failed", message: error instanceof Error ? error.message : String(error) }));
  }
}

/**
 * At server start (instrumentation.ts): delete the visitors' uploads no submission claimed
 * within their day now and every SWEEP_INTERVAL_MS, not only when the next upload comes.
 * Settles when the first sweep has run; unref'd, the timer never keeps a process alive.
 */
export function startTempFileSweep(): Promise<void> {
  globalThis.__museumTempFileSweep ??= setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  return sweep();
}
