import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { emailChangeSchema, passwordChangeSchema, profileSettingsSchema, type Account } from "@schemas/api/account";
import { isLocale } from "@schemas/rules/localized";
import { hashPassword, verifyPassword } from "../auth/password";
import { deleteOtherSessions } from "../auth/session";
import type { Db } from "../db/open";
import { accountTokens, users } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { queueMail } from "../mail/outbox";
import { accountMail, tokenLink } from "./links";
import { enforceAccountLimit } from "./limits";
import { issueToken } from "./tokens";

async function visitorRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.role, "visitor")));
  if (!row) throw new NotFoundError();
  return row;
}

/** The account as its settings page shows it, with an address still waiting for its link. */
export async function readAccount(db: Db, userId: number, now = new Date()): Promise<Account> {
  const row = await visitorRow(db, userId);
  const [pending] = await db.select({ email: accountTokens.new_email }).from(accountTokens)
    .where(and(eq(accountTokens.user_id, userId), eq(accountTokens.purpose, "email"), gt(accountTokens.expires_at, now)))
    .orderBy(desc(accountTokens.created_at)).limit(1);
  return {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    preferred_language: isLocale(row.preferred_language) ? row.preferred_language : "de",
    newsletter_consent_at: row.newsletter_consent_at?.toISOString() ?? null,
    pending_email: pending?.email ?? null,
  };
}

/**
 * Name, language and newsletter consent. The consent keeps the date it was first given
 * while it stays on (that is what it proves); switching it off clears it.
 */
export async function updateProfileSettings(db: Db, userId: number, body: unknown, now = new Date()): Promise<Account> {
  const input = profileSettingsSchema.parse(body);
  await visitorRow(db, userId);
  await db.update(users).set({
    first_name: input.first_name,
    last_name: input.last_name,
    preferred_language: input.preferred_language,
    newsletter_consent_at: input.newsletter ? sql`coalesce(${users.newsletter_consent_at}, ${now}::timestamptz)` : null,
    updated_at: now,
  }).where(eq(users.id, userId));
  return readAccount(db, userId, now);
}

/**
 * A new address, proven by the current password, takes effect when the link mailed to it
 * is used (confirmEmail). Limited per account. Call scheduleMailDelivery() afterwards.
 */
export async function requestEmailChange(db: Db, userId: number, body: unknown, now = new Date()): Promise<Account> {
  const input = emailChangeSchema.parse(body);
  const row = await visitorRow(db, userId);
  // Counted before the password check, so a stolen session cannot guess the password at speed.
  await enforceAccountLimit(db, "email", `user:${userId}`, now);
  if (!(await verifyPassword(input.current_password, row.password_hash))) throw ValidationError.field(["current_password"], "wrong_password");
  if (input.email.toLowerCase() === row.email.toLowerCase()) throw ValidationError.field(["email"], "same_email");
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.email.toLowerCase())).limit(1);
  if (taken) throw ValidationError.field(["email"], "already_exists");
  const lang = isLocale(row.preferred_language) ? row.preferred_language : "de";
  await db.transaction(async (tx) => {
    const link = tokenLink("user-confirm", lang, await issueToken(tx, userId, "email", now, input.email));
    await queueMail(tx, accountMail("change", lang, input.email, row.first_name || row.email, link));
  });
  return readAccount(db, userId, now);
}

/** A new password, proven by the current one; every other session of the account ends. */
export async function changePassword(db: Db, userId: number, sessionToken: string, body: unknown, now = new Date()): Promise<void> {
  const input = passwordChangeSchema.parse(body);
  const row = await visitorRow(db, userId);
  await enforceAccountLimit(db, "password", `user:${userId}`, now);
  if (!(await verifyPassword(input.current_password, row.password_hash))) throw ValidationError.field(["current_password"], "wrong_password");
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, sessionToken);
  });
}
