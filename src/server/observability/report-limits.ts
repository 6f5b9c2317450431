import "server-only";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { hitSharedWindow, type WindowLimit } from "../http/shared-window";

/** A page reports a few failures at most; more from one address would flood the reports. */
export const BROWSER_REPORTS_PER_ADDRESS: WindowLimit = { limit: 30, windowMs: 60_000 };

/**
 * The 404 page reports each bad URL once per visit; more than that from one address is a
 * script filling the editors' list.
 */
export const NOT_FOUND_REPORTS_PER_ADDRESS: WindowLimit = { limit: 30, windowMs: 60_000 };

/**
 * Seconds this address must wait before reporting a failure again, or null. A browser's
 * report often tells of the database failing (a cart or search call): when the window cannot
 * be counted, the report goes through uncounted rather than being lost with it.
 */
export async function browserReportWait(address: string): Promise<number | null> {
  try {
    return await hitSharedWindow((await getDb()).db, `error-report:${address}`, BROWSER_REPORTS_PER_ADDRESS);
  } catch {
    return null;
  }
}

/** Seconds this address must wait before reporting a 404 again, or null. */
export const notFoundReportWait = (db: Db, address: string) => hitSharedWindow(db, `error-url:${address}`, NOT_FOUND_REPORTS_PER_ADDRESS);

export const tooManyReports = (wait: number) =>
  Response.json({ detail: "Too many error reports." }, { status: 429, headers: { "Retry-After": String(wait) } });
