import "server-only";
import { createErrorLogSchema } from "../../../schemas/entities/error-log";
import type { Db } from "../db/open";
import { errorLog } from "../db/schema";
import { ValidationError } from "../errors";

/** Store a URL that answered 404 (000 §7, §8), for editors to fix or redirect. */
export async function recordErrorUrl(db: Db, input: unknown) {
  const parsed = createErrorLogSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const [row] = await db.insert(errorLog).values(parsed.data).returning();
  return { id: row!.id, url: row!.url, created_at: row!.created_at.toISOString() };
}
