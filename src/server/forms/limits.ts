import "server-only";
import type { Db } from "../db/open";
import { hitSharedWindow, type WindowLimit } from "../http/shared-window";

/** A person sends a form a few times an hour at most; more from one address is a script. */
export const SUBMISSIONS_PER_ADDRESS: WindowLimit = { limit: 10, windowMs: 10 * 60_000 };

/** A few files per form, a few forms: more uploads from one address fill the disk, not a form. */
export const UPLOADS_PER_ADDRESS: WindowLimit = { limit: 20, windowMs: 10 * 60_000 };

/** Seconds this address must wait before sending a form again, or null. */
export const submissionWait = (db: Db, address: string) => hitSharedWindow(db, `form-entry:${address}`, SUBMISSIONS_PER_ADDRESS);

/** Seconds this address must wait before uploading again, or null. */
export const uploadWait = (db: Db, address: string) => hitSharedWindow(db, `form-upload:${address}`, UPLOADS_PER_ADDRESS);

export const tooManyRequests = (wait: number) =>
  Response.json({ detail: "Too many requests." }, { status: 429, headers: { "Retry-After": String(wait) } });
