import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import {
  editEditorSchema, newEditorSchema, newPasswordSchema,
  type EditEditorInput, type EditorAccount, type NewEditorInput, type NewPasswordInput,
} from "@schemas/entities/user-admin";
import type { Db, Tx } from "../db/open";
import { users } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { generatePassword, hashPassword, verifyPassword } from "../auth/password";
import { deleteUserSessions } from "../auth/session";

const accountColumns = {
  id: users.id, username: users.username, email: users.email, role: users.role, is_staff: users.is_staff,
  is_active: users.is_active, must_change_password: users.must_change_password,
};

/** An editor account by id; visitors' accounts are not the user admin's, so they read as missing. */
async function editorRow(tx: Tx, id: number): Promise<EditorAccount> {
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, id)).for("update");
  if (!row || row.role === "visitor" || !row.is_staff) throw new NotFoundError("No such editor account");
  return { id: row.id, username: row.username, email: row.email, role: row.role, is_active: row.is_active, must_change_password: row.must_change_password };
}

/**
 * An admin creates an editor account. The answer carries the one-time password, the only
 * time it exists in clear: the new editor must replace it at the first login.
 */
export async function createEditorAccount(db: Db, input: NewEditorInput): Promise<{ account: EditorAccount; password: string }> {
  const parsed = newEditorSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const { email, username } = parsed.data;
  const password = generatePassword();
  const password_hash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ email: users.email }).from(users)
      .where(or(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(sql`lower(${users.username})`, username.toLowerCase()))).limit(1);
    if (taken) throw ValidationError.field([taken.email.toLowerCase() === email.toLowerCase() ? "email" : "username"], "already_exists");
    const [row] = await tx.insert(users).values({
      ...parsed.data, password_hash, is_staff: true, is_active: true, must_change_password: true,
    }).returning(accountColumns);
    return editorRow(tx, row!.id);
  });
  return { account, password };
}

/**
 * An admin changes an editor account's role or active flag. Nobody demotes or deactivates
 * themselves (they would lock themselves out mid-task), and the last active admin stays, so
 * someone can always manage accounts and settings. A deactivated account's sessions end.
 */
export async function updateEditorAccount(db: Db, actorId: number, id: number, input: EditEditorInput): Promise<EditorAccount> {
  const parsed = editEditorSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const change = parsed.data;
  return db.transaction(async (tx) => {
    const current = await editorRow(tx, id);
    const losesAdmin = current.role === "admin" && current.is_active && (change.role === "editor" || change.is_active === false);
    if (id === actorId && losesAdmin) throw ValidationError.field([change.is_active === false ? "is_active" : "role"], "own_account");
    if (losesAdmin) {
      // Locking the other admins' rows serialises two admins demoting each other at once.
      const others = await tx.select({ id: users.id }).from(users)
        .where(and(eq(users.role, "admin"), eq(users.is_active, true), eq(users.is_staff, true), ne(users.id, id))).for("update");
      if (others.length === 0) throw ValidationError.field([change.is_active === false ? "is_active" : "role"], "last_admin");
    }
    await tx.update(users).set({ ...change, updated_at: new Date() }).where(eq(users.id, id));
    if (change.is_active === false) await deleteUserSessions(tx, id);
    return editorRow(tx, id);
  });
}

/** Deactivating is how an account leaves: its history (who changed what) keeps its name. */
export const deactivateEditorAccount = (db: Db, actorId: number, id: number) => updateEditorAccount(db, actorId, id, { is_active: false });

/** An editor replaces a one-time password with their own; the old one no longer opens anything. */
export async function setOwnPassword(db: Db, userId: number, input: NewPasswordInput): Promise<void> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const [row] = await db.select({ hash: users.password_hash, role: users.role, is_staff: users.is_staff }).from(users).where(eq(users.id, userId));
  if (!row || row.role === "visitor" || !row.is_staff) throw new NotFoundError("No such editor account");
  if (await verifyPassword(parsed.data.password, row.hash)) throw ValidationError.field(["password"], "same_password");
  const password_hash = await hashPassword(parsed.data.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash, must_change_password: false, updated_at: new Date() }).where(eq(users.id, userId));
  });
}
