import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, VISITOR_MARKER } from "@schemas/api/auth";
import type { AccountUser } from "@schemas/entities/user";
import { unauthorized } from "../auth/editor-route";
import { setSessionCookies } from "../auth/cookies";
import { resolveSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { csrfFailure, csrfForbidden } from "../http/csrf";
import { handler, type HandlerContext } from "../http/handler";
import { TooManyAttemptsError } from "./limits";

export interface AccountContext extends HandlerContext<Record<string, never>> {
  db: Db;
}
export interface VisitorContext extends AccountContext {
  user: AccountUser;
  /** The session's cookie token: a password change keeps this session and ends the others. */
  sessionToken: string;
}

const noStore = (response: Response) => {
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export const tooManyAttempts = (retryAfter: number) =>
  NextResponse.json({ detail: "Too many attempts.", retry_after: retryAfter }, { status: 429, headers: { "Retry-After": String(retryAfter) } });

/**
 * A user-area call anyone may make (register, log in, reset): every unsafe one needs the CSRF
 * header (the page fetches its token from /api/csrf/ first); a limit answers 429. Never cached.
 */
export function accountRoute(run: (request: NextRequest, context: AccountContext) => Promise<Response>) {
  return handler<Record<string, never>>(async (request, context) => {
    const failure = csrfFailure(request);
    if (failure) return csrfForbidden(failure);
    try {
      return noStore(await run(request, { ...context, db: (await getDb()).db }));
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return noStore(tooManyAttempts(error.retryAfter));
      throw error;
    }
  });
}

/**
 * A call of a logged-in visitor (profile, settings): no session is 401, an editor's session
 * 403 (editors keep their accounts in the dashboard), a missing CSRF header 403.
 */
export function visitorRoute(run: (request: NextRequest, context: VisitorContext) => Promise<Response>) {
  return accountRoute(async (request, context) => {
    const token = request.cookies.get(SESSION_COOKIE)?.value;
    const session = token ? await resolveSession(context.db, token) : null;
    if (!token || !session) return unauthorized(request);
    if (session.user.role !== "visitor") return NextResponse.json({ detail: "You do not have permission to perform this action." }, { status: 403 });
    const response = await run(request, { ...context, user: session.user, sessionToken: token });
    if (session.refreshed && response instanceof NextResponse) setSessionCookies(response, request, token, session.expiresAt, VISITOR_MARKER);
    return response;
  });
}
