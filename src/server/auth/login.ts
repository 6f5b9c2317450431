import "server-only";
import { clientAddress } from "../http/client-address";
import { loginSchema } from "../../../schemas/entities/user";
import type { EditorUser } from "../../../schemas/entities/user";
import type { Db } from "../db/open";
import { ValidationError } from "../errors";
import { authenticate } from "./accounts";
import { clearAttempts, countAttempt, pruneThrottles } from "./rate-limit";
import { createSession } from "./session";

export { clientAddress };

export type LoginResult =
  | { status: "ok"; user: EditorUser; token: string; expiresAt: Date }
  | { status: "throttled"; retryAfter: number };

/**
 * Log in: check the body, count the attempt against the address and the account (both in the
 * database), verify the password, open a session. A blocked address is answered before the
 * account is counted, so it cannot lock accounts out any further. Wrong credentials are a 400
 * with one message for both fields, so it does not tell which was wrong.
 */
export async function login(db: Db, body: unknown, address: string, now = new Date()): Promise<LoginResult> {
  const { username, password } = loginSchema.parse(body);
  const addressWait = await countAttempt(db, "ip", address, now);
  if (addressWait !== null) return { status: "throttled", retryAfter: addressWait };
  const accountWait = await countAttempt(db, "account", username, now);
  if (accountWait !== null) return { status: "throttled", retryAfter: accountWait };
  const user = await authenticate(db, username, password);
  if (!user) throw ValidationError.field([], "invalid_login");
  await clearAttempts(db, "account", username);
  await pruneThrottles(db, now);
  const { token, expiresAt } = await createSession(db, user.id, now);
  return { status: "ok", user, token, expiresAt };
}
