// POST /{lang}/pageeditor-api/login — log an editor in: { username, password } → login state (000 §6)
import { NextResponse } from "next/server";
import type { z } from "zod";
import type { tooManyAttemptsSchema } from "@schemas/api/auth";
import { handler } from "@/server/http/handler";
import { csrfForbidden, isCrossSite } from "@/server/http/csrf";
import { getDb } from "@/server/db/client";
import { clientAddress, login } from "@/server/auth/login";
import { loginState } from "@/server/auth/admin-menus";
import { rotateCsrfCookie, setSessionCookies } from "@/server/auth/cookies";
import { jsonBody } from "@/server/auth/editor-route";
import { deleteSession } from "@/server/auth/session";
import { SESSION_COOKIE } from "@schemas/api/auth";

// No CSRF token is asked for here: there is none before the first login. Login CSRF (another
// site logging the visitor into an account of its choosing) is refused instead by the body
// type (only application/json, which a page on another site cannot send without a CORS
// preflight this route never answers; a form post is 415) and by Origin / Sec-Fetch-Site.
export const POST = handler<{ lang: string }>(async (request, { lang }) => {
  if (isCrossSite(request)) return csrfForbidden("cross-site");
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return NextResponse.json({ detail: "The login takes an application/json body." }, { status: 415 });
  }
  const { db } = await getDb();
  const result = await login(db, await jsonBody(request), clientAddress(request));
  if (result.status === "throttled") {
    const body: z.infer<typeof tooManyAttemptsSchema> = { detail: "Too many login attempts.", retry_after: result.retryAfter };
    return NextResponse.json(body, { status: 429, headers: { "Retry-After": String(result.retryAfter) } });
  }
  // A session this browser had before ends now; the new one gets a new token.
  await deleteSession(db, request.cookies.get(SESSION_COOKIE)?.value);
  const response = NextResponse.json(loginState(result.user, lang), { headers: { "Cache-Control": "private, no-store" } });
  setSessionCookies(response, request, result.token, result.expiresAt);
  rotateCsrfCookie(response, request);
  return response;
});
