import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { resetConfirmSchema, resetRequestSchema } from "@schemas/api/account";
import { isLocale } from "@schemas/rules/localized";
import { hashPassword } from "../auth/password";
import { deleteUserSessions } from "../auth/session";
import type { Db } from "../db/open";
import { users } from "../db/schema";
import { ValidationError } from "../errors";
import { queueMail } from "../mail/outbox";
import { accountMail, tokenLink } from "./links";
import { enforceAccountLimit } from "./limits";
import { consumeToken, issueToken } from "./tokens";

/**
 * Ask for a reset link (topic "password-reset"). Only an active visitor account gets one;
 * the answer is the same for every address, so the form does not tell who has an account.
 * Limited per client address and per address asked for. Call scheduleMailDelivery() afterwards.
 */
export async function requestPasswordReset(db: Db, body: unknown, address: string, now = new Date()): Promise<void> {
  const { email } = resetRequestSchema.parse(body);
  await enforceAccountLimit(db, "reset", address, now);
  await enforceAccountLimit(db, "reset", `account:${email}`, now);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.role, "visitor"), eq(users.is_active, true))).limit(1);
    if (!row) return;
    const lang = isLocale(row.preferred_language) ? row.preferred_language : "de";
    const link = tokenLink("user-password-reset", lang, await issueToken(tx, row.id, "reset", now));
    await queueMail(tx, accountMail("reset", lang, row.email, row.first_name || row.email, link));
  });
}

/**
 * Set a new password with a reset link. Every session of the account ends (whoever had the
 * old password is out), and the link proves the address, so an unconfirmed account is
 * confirmed by it too.
 */
export async function resetPassword(db: Db, body: unknown, now = new Date()): Promise<void> {
  const input = resetConfirmSchema.parse(body);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, input.token, ["reset"], now);
    if (!token) throw ValidationError.field(["token"], "invalid_token");
    const [changed] = await tx.update(users)
      .set({ password_hash: passwordHash, updated_at: now, email_confirmed_at: sql`coalesce(${users.email_confirmed_at}, ${now}::timestamptz)` })
      .where(and(eq(users.id, token.user_id), eq(users.role, "visitor")))
      .returning({ id: users.id });
    if (!changed) throw ValidationError.field(["token"], "invalid_token");
    await deleteUserSessions(tx, token.user_id);
  });
}
