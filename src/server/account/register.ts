import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { registerSchema } from "@schemas/api/account";
import { USERNAME_MAX, USERNAME_PATTERN } from "@schemas/entities/user";
import type { Locale } from "@schemas/rules/localized";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/open";
import { users } from "../db/schema";
import { ValidationError } from "../errors";
import { queueMail } from "../mail/outbox";
import { accountMail, tokenLink } from "./links";
import { enforceAccountLimit } from "./limits";
import { consumeToken, issueToken } from "./tokens";

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** The address as username when it fits Django's username rules, else a random one (usernames are unique). */
const usernameFor = (email: string) =>
  email.length <= USERNAME_MAX && USERNAME_PATTERN.test(email) ? email.toLowerCase() : `visitor-${randomBytes(6).toString("hex")}`;

/**
 * Register a visitor: the account starts unconfirmed and a confirmation link goes out
 * (topic "account-confirm"). An address that already has an account gets a mail saying so
 * instead, and the caller the same answer, so the form does not tell who has an account.
 * Limited per client address. Call scheduleMailDelivery() afterwards.
 */
export async function register(db: Db, body: unknown, address: string, now = new Date()): Promise<void> {
  const input = registerSchema.parse(body);
  await enforceAccountLimit(db, "register", address, now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(byEmail(input.email)).limit(1);
    if (existing) {
      // An editor's address stays out of the visitors' flows: no reset link for it from here.
      if (existing.role !== "visitor") return;
      const link = tokenLink("user-password-reset", input.preferred_language, await issueToken(tx, existing.id, "reset", now));
      await queueMail(tx, accountMail("exists", input.preferred_language, existing.email, existing.first_name || existing.email, link));
      return;
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, usernameFor(input.email))).limit(1);
    const [row] = await tx.insert(users).values({
      email: input.email,
      username: taken ? `visitor-${randomBytes(6).toString("hex")}` : usernameFor(input.email),
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: passwordHash,
      role: "visitor",
      is_staff: false,
      preferred_language: input.preferred_language,
    }).returning();
    const link = tokenLink("user-confirm", input.preferred_language, await issueToken(tx, row!.id, "confirm", now));
    await queueMail(tx, accountMail("confirm", input.preferred_language, row!.email, row!.first_name, link));
  });
}

/**
 * Use a confirmation link: after registration it confirms the address; after an e-mail
 * change it makes the new address the account's (unless another account took it meanwhile).
 * A bad link is a 400 on `token`.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<{ lang: Locale }> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ["confirm", "email"], now);
    if (!row) throw ValidationError.field(["token"], "invalid_token");
    if (row.purpose === "email" && row.new_email) {
      const [other] = await tx.select({ id: users.id }).from(users).where(byEmail(row.new_email)).limit(1);
      if (other && other.id !== row.user_id) throw ValidationError.field(["token"], "already_exists");
      await tx.update(users).set({ email: row.new_email, email_confirmed_at: now, updated_at: now }).where(eq(users.id, row.user_id));
    } else {
      await tx.update(users).set({ email_confirmed_at: now }).where(eq(users.id, row.user_id));
    }
    const [user] = await tx.select({ lang: users.preferred_language }).from(users).where(eq(users.id, row.user_id));
    return { lang: user?.lang === "en" ? "en" : "de" };
  });
}
