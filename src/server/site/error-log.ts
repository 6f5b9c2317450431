import "server-only";
import { desc, lte } from "drizzle-orm";
import { createErrorLogSchema } from "@schemas/entities/error-log";
import type { Db } from "../db/open";
import { errorLog } from "../db/schema";
import { ValidationError } from "../errors";

/**
 * The most entries kept: each is at most a 2 kB URL, so the table stays a few MB however
 * many reports arrive; the oldest go first.
 */
export const ERROR_LOG_MAX_ENTRIES = 10_000;

/** Store a URL that answered 404 (000 §7, §8), for editors to fix or redirect; prune the oldest past the bound. */
export async function recordErrorUrl(db: Db, input: unknown) {
  const parsed = createErrorLogSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const [row] = await db.insert(errorLog).values(parsed.data).returning();
  await pruneErrorLog(db);
  return { id: row!.id, url: row!.url, created_at: row!.created_at.toISOString() };
}

/** Delete every entry older than the newest `keep`. */
export async function pruneErrorLog(db: Db, keep = ERROR_LOG_MAX_ENTRIES): Promise<void> {
  const [cut] = await db.select({ id: errorLog.id }).from(errorLog).orderBy(desc(errorLog.id)).offset(keep).limit(1);
  if (cut) await db.delete(errorLog).where(lte(errorLog.id, cut.id));
}
