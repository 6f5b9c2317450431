import "server-only";
import { eq, sql } from "drizzle-orm";
import { visitorLoginSchema } from "@schemas/api/account";
import type { AccountUser } from "@schemas/entities/user";
import { HashBusyError, withHashSlot } from "../auth/hash-slots";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "../auth/password";
import { clearPair, loginWait, pruneThrottles, recordFailure } from "../auth/rate-limit";
import { createSession } from "../auth/session";
import type { Db } from "../db/open";
import { users } from "../db/schema";
import { ValidationError } from "../errors";
import { TooManyAttemptsError } from "./limits";

/**
 * A visitor's login with e-mail and password, under the editors' login limits (per account
 * and address pair, per address). Only visitor accounts log in here: an editor's
 * credentials are as wrong as unknown ones, so the two areas stay apart. A right password
 * of an unconfirmed account says so on `email`; wrong ones one message for both fields.
 */
export async function visitorLogin(db: Db, body: unknown, address: string, now = new Date()): Promise<{ user: AccountUser; token: string; expiresAt: Date }> {
  const { email, password } = visitorLoginSchema.parse(body);
  const wait = await loginWait(db, email, address, now);
  if (wait !== null) throw new TooManyAttemptsError(wait);
  let row: typeof users.$inferSelect | undefined;
  let valid = false;
  try {
    [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
    valid = await withHashSlot(() => (row ? verifyPassword(password, row.password_hash) : burnPasswordCheck(password).then(() => false)));
  } catch (error) {
    if (error instanceof HashBusyError) throw new TooManyAttemptsError(1);
    throw error;
  }
  if (!row || !valid || !row.is_active || row.role !== "visitor") {
    await recordFailure(db, email, address, now);
    throw ValidationError.field([], "invalid_login");
  }
  if (!row.email_confirmed_at) throw ValidationError.field(["email"], "email_unconfirmed");
  await clearPair(db, email, address);
  await pruneThrottles(db, now);
  const rehash = needsRehash(row.password_hash) ? await hashPassword(password) : undefined;
  await db.update(users).set({ last_login: now, ...(rehash ? { password_hash: rehash } : {}) }).where(eq(users.id, row.id));
  const session = await createSession(db, row.id, now);
  const user: AccountUser = {
    id: row.id, email: row.email, username: row.username, first_name: row.first_name, last_name: row.last_name, is_staff: row.is_staff, role: row.role,
  };
  return { user, ...session };
}
