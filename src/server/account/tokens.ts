import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db, Tx } from "../db/open";
import { accountTokens } from "../db/schema";
import { sessionIdOf } from "../auth/session";

export type TokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

/** How long a mailed link works: long enough to read the mail, short enough to be useless later. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm: 3 * 24 * 3_600_000,
  email: 24 * 3_600_000,
  reset: 3_600_000,
};

/**
 * A new one-time link token for an account. Earlier tokens of the same purpose end, so only
 * the newest mail's link works; expired tokens of everyone are swept on the way.
 */
export async function issueToken(tx: Db | Tx, userId: number, purpose: TokenPurpose, now: Date, newEmail: string | null = null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.delete(accountTokens).where(lt(accountTokens.expires_at, now));
  await tx.delete(accountTokens).where(and(eq(accountTokens.user_id, userId), eq(accountTokens.purpose, purpose)));
  await tx.insert(accountTokens).values({
    id: sessionIdOf(token), user_id: userId, purpose, new_email: newEmail, expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]), created_at: now,
  });
  return token;
}

/** Use a token once: answers its row and deletes it, or null when it is unknown, used, expired or for another purpose. */
export async function consumeToken(tx: Db | Tx, token: string, purposes: TokenPurpose[], now: Date) {
  const [row] = await tx.delete(accountTokens)
    .where(and(eq(accountTokens.id, sessionIdOf(token)), gt(accountTokens.expires_at, now)))
    .returning();
  return row && purposes.includes(row.purpose) ? row : null;
}
