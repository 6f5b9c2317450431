import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { asEditor, createUserSchema, type AccountUser, type CreateUserInput, type EditorUser } from "@schemas/entities/user";
import { emailSchema } from "@schemas/rules/text";
import type { Db } from "../db/open";
import { users } from "../db/schema";
import { ValidationError } from "../errors";
import { burnPasswordCheck, generatePassword, hashPassword, needsRehash, verifyPassword } from "./password";

const toAccountUser = (row: typeof users.$inferSelect): AccountUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  is_staff: row.is_staff,
  role: row.role,
});

/** Create an account; the password is hashed here and never stored or answered in clear. */
export async function createUser(db: Db, input: CreateUserInput): Promise<EditorUser> {
  const parsed = createUserSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const { password, ...fields } = parsed.data;
  const [row] = await db.insert(users).values({ ...fields, password_hash: await hashPassword(password) }).returning();
  const { role, ...user } = toAccountUser(row!);
  // The schema only knows the editors' roles; visitors register through src/server/account/register.ts.
  if (role === "visitor") throw new Error("createUser makes editor accounts");
  return { ...user, role };
}

/**
 * The staff account a login name (username or e-mail, any case) and password open, or null.
 * Unknown names cost a full hash check too, so the answer time does not tell which it was.
 */
export async function authenticate(db: Db, login: string, password: string): Promise<EditorUser | null> {
  const name = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
    .limit(1);
  if (!row) {
    await burnPasswordCheck(password);
    return null;
  }
  const valid = await verifyPassword(password, row.password_hash);
  const editor = asEditor(toAccountUser(row));
  if (!valid || !row.is_active || !editor) return null;
  const now = new Date();
  const rehash = needsRehash(row.password_hash) ? await hashPassword(password) : undefined;
  await db.update(users).set({ last_login: now, ...(rehash ? { password_hash: rehash } : {}) }).where(eq(users.id, row.id));
  return editor;
}

export const DEFAULT_EDITOR_EMAIL = "editor@museum.local";

const firstEditorEnv = z.object({
  EDITOR_EMAIL: emailSchema.default(DEFAULT_EDITOR_EMAIL),
  EDITOR_PASSWORD: createUserSchema.shape.password.optional(),
});

/**
 * The first start: when no account exists, create an admin whose password comes from
 * EDITOR_PASSWORD or is generated and printed once. There is no fixed default password.
 * Answers what was done, for the start script's log and the tests.
 */
export async function ensureFirstEditor(
  db: Db,
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.log,
): Promise<{ created: false } | { created: true; email: string; generated: boolean }> {
  if ((await db.$count(users)) > 0) return { created: false };
  const parsed = firstEditorEnv.safeParse({ EDITOR_EMAIL: env.EDITOR_EMAIL || undefined, EDITOR_PASSWORD: env.EDITOR_PASSWORD || undefined });
  if (!parsed.success) throw new ValidationError(parsed.error);
  const { EDITOR_EMAIL: email, EDITOR_PASSWORD: configured } = parsed.data;
  const password = configured ?? generatePassword();
  const username = email.split("@")[0]!.replace(/[^\w.@+-]/g, "") || "editor";
  await createUser(db, { email, username, password, is_staff: true, is_active: true, role: "admin" });
  if (configured) {
    log(`Created the editor account ${email} with the password from EDITOR_PASSWORD.`);
  } else {
    log(`Created the editor account ${email} (username ${username}) with the password:\n\n    ${password}\n\nIt is shown only this once: note it now, or set EDITOR_PASSWORD before the first start.`);
  }
  return { created: true, email, generated: !configured };
}
