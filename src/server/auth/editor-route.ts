import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, type Unauthorized } from "@schemas/api/auth";
import { asEditor, type EditorUser, type UserRole } from "@schemas/entities/user";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { csrfFailure, csrfForbidden } from "../http/csrf";
import { handler, type HandlerContext } from "../http/handler";
import { readJson } from "../http/body";
import { hadSession, setSessionCookies } from "./cookies";
import { resolveSession, sessionIdOf } from "./session";

export interface EditorContext<P> extends HandlerContext<P> {
  user: EditorUser;
  db: Db;
  /** The session's stored id (the token's hash): one browser's presence in the editor. */
  sessionId: string;
}

/** The 401 of every editor call: the editor opens its login modal when the caller had a session. */
export function unauthorized(request: NextRequest): NextResponse {
  const body: Unauthorized = { detail: "Authentication credentials were not provided.", logged: false, showModalRedirect: hadSession(request) };
  return NextResponse.json(body, { status: 401, headers: { "Cache-Control": "private, no-store" } });
}

/**
 * A route handler for editors: no session answers 401, a visitor's session 403, an unsafe
 * call without the matching CSRF header 403 (after the session check, so an expired session still reads as 401 and
 * opens the login modal), then `run` gets the user. A session used after an hour is extended
 * and its cookie sent again (sliding expiry). Errors map as in handler(): 400, 404, never 500.
 */
export function editorRoute<P extends Record<string, string | string[] | undefined>>(
  run: (request: NextRequest, context: EditorContext<P>) => Promise<Response>,
  options: { role?: UserRole; passwordChange?: boolean } = {},
) {
  return handler<P>(async (request, context) => {
    const { db } = await getDb();
    const session = await resolveSession(db, request.cookies.get(SESSION_COOKIE)?.value);
    if (!session) return unauthorized(request);
    const user = asEditor(session.user);
    // A visitor's account is logged in but is no editor: refused, not asked to log in again.
    // An account with a one-time password does nothing else until it has chosen its own.
    if (user && session.mustChangePassword && !options.passwordChange) {
      return NextResponse.json({ detail: "Choose a new password first.", password_change_required: true }, { status: 403 });
    }
    if (!user || (options.role === "admin" && user.role !== "admin")) {
      return NextResponse.json({ detail: "You do not have permission to perform this action." }, { status: 403 });
    }
    const failure = csrfFailure(request);
    if (failure) return csrfForbidden(failure);
    const response = await run(request, { ...context, user, db, sessionId: sessionIdOf(request.cookies.get(SESSION_COOKIE)!.value) });
    response.headers.set("Cache-Control", "private, no-store");
    if (session.refreshed && response instanceof NextResponse) {
      setSessionCookies(response, request, request.cookies.get(SESSION_COOKIE)!.value, session.expiresAt);
    }
    return response;
  });
}

/** Read a JSON body; anything else is a 400 naming the body, a body over the limit a 413, never a 500. */
export const jsonBody = (request: NextRequest): Promise<unknown> => readJson(request);
