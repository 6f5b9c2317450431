import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, type Unauthorized } from "../../../schemas/api/auth";
import type { EditorUser, UserRole } from "../../../schemas/entities/user";
import { getDb } from "../db/client";
import type { Db } from "../db/open";
import { csrfFailure, csrfForbidden } from "../http/csrf";
import { handler, type HandlerContext } from "../http/handler";
import { readJson } from "../http/body";
import { hadSession, setSessionCookies } from "./cookies";
import { resolveSession } from "./session";

export interface EditorContext<P> extends HandlerContext<P> {
  user: EditorUser;
  db: Db;
}

/** The 401 of every editor call: the editor opens its login modal when the caller had a session. */
export function unauthorized(request: NextRequest): NextResponse {
  const body: Unauthorized = { detail: "Authentication credentials were not provided.", logged: false, showModalRedirect: hadSession(request) };
  return NextResponse.json(body, { status: 401, headers: { "Cache-Control": "private, no-store" } });
}

/**
 * A route handler for editors: no session answers 401, an unsafe call without the matching
 * CSRF header 403 (after the session check, so an expired session still reads as 401 and
 * opens the login modal), then `run` gets the user. A session used after an hour is extended
 * and its cookie sent again (sliding expiry). Errors map as in handler(): 400, 404, never 500.
 */
export function editorRoute<P extends Record<string, string | string[] | undefined>>(
  run: (request: NextRequest, context: EditorContext<P>) => Promise<Response>,
  options: { role?: UserRole } = {},
) {
  return handler<P>(async (request, context) => {
    const { db } = await getDb();
    const session = await resolveSession(db, request.cookies.get(SESSION_COOKIE)?.value);
    if (!session) return unauthorized(request);
    if (options.role === "admin" && session.user.role !== "admin") {
      return NextResponse.json({ detail: "You do not have permission to perform this action." }, { status: 403 });
    }
    const failure = csrfFailure(request);
    if (failure) return csrfForbidden(failure);
    const response = await run(request, { ...context, user: session.user, db });
    response.headers.set("Cache-Control", "private, no-store");
    if (session.refreshed && response instanceof NextResponse) {
      setSessionCookies(response, request, request.cookies.get(SESSION_COOKIE)!.value, session.expiresAt);
    }
    return response;
  });
}

/** Read a JSON body; anything else is a 400 naming the body, a body over the limit a 413, never a 500. */
export const jsonBody = (request: NextRequest): Promise<unknown> => readJson(request);
