import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import { SESSION_COOKIE, SESSION_MARKER_COOKIE, SESSION_MAX_AGE_SECONDS } from "@schemas/api/auth";
import { asEditor, type AccountUser, type EditorUser } from "@schemas/entities/user";
import type { Db, Tx } from "../db/open";
import { getDb } from "../db/client";
import { sessions, users } from "../db/schema";

/** A session is extended at most once an hour, so a busy editor does not write on every call. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;
const MAX_AGE_MS = SESSION_MAX_AGE_SECONDS * 1000;

/** The stored id of a session: the SHA-256 of its cookie token, so a database leak opens no session. */
export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

const accountColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  is_staff: users.is_staff,
  role: users.role,
};

export interface ResolvedSession {
  /** An editor or a visitor: callers for the editor ask asEditor(). */
  user: AccountUser;
  expiresAt: Date;
  /** True when this call pushed the end out, so the cookie should be sent again. */
  refreshed: boolean;
  /** The account still has an admin's one-time password: it may only choose its own. */
  mustChangePassword: boolean;
}

/** Open a session for a user; answers the cookie token (32 random bytes, base64url). */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + MAX_AGE_MS);
  // Expired sessions are swept here: logins are rare enough, and the index makes it cheap.
  await db.delete(sessions).where(lt(sessions.expires_at, now));
  await db.insert(sessions).values({ id: sessionIdOf(token), user_id: userId, expires_at: expiresAt, created_at: now });
  return { token, expiresAt };
}

/**
 * The account behind a session token, or null when the token is unknown, expired, or its
 * account is no longer active. Sliding expiry: each use, at most once an hour, extends the
 * session to 14 days from now.
 */
export async function resolveSession(db: Db, token: string | undefined | null, now = new Date()): Promise<ResolvedSession | null> {
  if (!token || token.length > 128) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({ user: accountColumns, expiresAt: sessions.expires_at, isActive: users.is_active, mustChangePassword: users.must_change_password })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, id), gt(sessions.expires_at, now)));
  if (!row || !row.isActive) return null;
  if (row.expiresAt.getTime() - now.getTime() > MAX_AGE_MS - REFRESH_AFTER_MS) {
    return { user: row.user, expiresAt: row.expiresAt, refreshed: false, mustChangePassword: row.mustChangePassword };
  }
  const expiresAt = new Date(now.getTime() + MAX_AGE_MS);
  await db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.id, id));
  return { user: row.user, expiresAt, refreshed: true, mustChangePassword: row.mustChangePassword };
}

/** End a session (logout). */
export async function deleteSession(db: Db, token: string | undefined | null): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

/** End every session of a user but the one of `keepToken` ("log out everywhere else"); answers how many ended. */
export async function deleteOtherSessions(db: Db | Tx, userId: number, keepToken: string): Promise<number> {
  const ended = await db.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, sessionIdOf(keepToken)))).returning({ id: sessions.id });
  return ended.length;
}

/** End every session of a user (password change, deactivation). */
export async function deleteUserSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

interface CookieSource {
  cookies: { get(name: string): { value: string } | undefined };
}

/**
 * Whether a request had a session cookie (or its marker): asked when there is no valid
 * session, it tells a session that ended from a first login, so only the former is called ended.
 */
export const hadSessionCookie = (request: CookieSource): boolean =>
  Boolean(request.cookies.get(SESSION_COOKIE)?.value || request.cookies.get(SESSION_MARKER_COOKIE)?.value);

/**
 * The logged-in account of a request (editor or visitor), or null: for routes that only need
 * to know who is there, such as /api/user-details/. Never cache its answer.
 */
export async function sessionAccount(request: CookieSource): Promise<AccountUser | null> {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const session = await resolveSession((await getDb()).db, token);
  return session?.user ?? null;
}

/** The logged-in editor of a request, or null (also for a logged-in visitor). */
export async function sessionUser(request: CookieSource): Promise<EditorUser | null> {
  const account = await sessionAccount(request);
  return account ? asEditor(account) : null;
}

/**
 * Whether a session belongs to an editor who is not an admin: the proxy answers their call of
 * an admin-only dashboard page with the 403 page, as a React page cannot set that status.
 */
export async function isNonAdminEditor(token: string | undefined): Promise<boolean> {
  const session = await resolveSession((await getDb()).db, token);
  const editor = session ? asEditor(session.user) : null;
  return editor !== null && editor.role !== "admin";
}
