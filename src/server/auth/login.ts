import "server-only";
import { loginSchema } from "@schemas/entities/user";
import type { EditorUser } from "@schemas/entities/user";
import type { Db } from "../db/open";
import { ValidationError } from "../errors";
import { clientAddress } from "../http/client-address";
import { authenticate } from "./accounts";
import { HashBusyError, withHashSlot } from "./hash-slots";
import { clearPair, loginWait, pruneThrottles, recordFailure } from "./rate-limit";
import { createSession } from "./session";

export { clientAddress };

export type LoginResult =
  | { status: "ok"; user: EditorUser; token: string; expiresAt: Date }
  | { status: "throttled"; retryAfter: number };

/**
 * Log in: check the body; a pair (account, address) or an address that must wait is answered
 * before any hash runs; verify the password within the global cap on concurrent hashes; a
 * failure counts against its pair and address, a success against nobody (rate-limit.ts).
 * Wrong credentials are a 400 with one message for both fields, so it does not tell which
 * was wrong.
 */
export async function login(db: Db, body: unknown, address: string, now = new Date()): Promise<LoginResult> {
  const { username, password } = loginSchema.parse(body);
  const wait = await loginWait(db, username, address, now);
  if (wait !== null) return { status: "throttled", retryAfter: wait };
  let user: EditorUser | null;
  try {
    user = await withHashSlot(() => authenticate(db, username, password));
  } catch (error) {
    if (error instanceof HashBusyError) return { status: "throttled", retryAfter: 1 };
    throw error;
  }
  if (!user) {
    await recordFailure(db, username, address, now);
    throw ValidationError.field([], "invalid_login");
  }
  await clearPair(db, username, address);
  await pruneThrottles(db, now);
  const { token, expiresAt } = await createSession(db, user.id, now);
  return { status: "ok", user, token, expiresAt };
}
