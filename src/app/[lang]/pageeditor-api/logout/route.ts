// POST /{lang}/pageeditor-api/logout — end the editor's session (CSRF header when logged in)
import { NextResponse } from "next/server";
import { SESSION_COOKIE } from "@schemas/api/auth";
import { handler } from "@/server/http/handler";
import { csrfFailure, csrfForbidden } from "@/server/http/csrf";
import { getDb } from "@/server/db/client";
import { clearSessionCookies } from "@/server/auth/cookies";
import { deleteSession } from "@/server/auth/session";

export const POST = handler(async (request) => {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  // Without a session there is nothing to forge; with one, logging out needs the CSRF header
  // like every other unsafe call, so another site cannot end an editor's session.
  if (token) {
    const failure = csrfFailure(request);
    if (failure) return csrfForbidden(failure);
    await deleteSession((await getDb()).db, token);
  }
  const response = new NextResponse(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
  clearSessionCookies(response, request);
  return response;
});
