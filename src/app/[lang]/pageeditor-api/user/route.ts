// GET /{lang}/pageeditor-api/user — the logged-in editor (email, username, admin_menus) or 401 (000 §6, §7)
import { NextResponse } from "next/server";
import { editorRoute } from "@/server/auth/editor-route";
import { loginState } from "@/server/auth/admin-menus";
import { rotateCsrfCookie } from "@/server/auth/cookies";
import { CSRF_COOKIE } from "@/server/http/csrf";

export const GET = editorRoute<{ lang: string }>(async (request, { user, lang }) => {
  const response = NextResponse.json(loginState(user, lang));
  // A session whose CSRF cookie was lost (cleared by hand) gets a new one here, at the login
  // check, rather than every save failing with 403 until the next login.
  if (!request.cookies.get(CSRF_COOKIE)?.value) rotateCsrfCookie(response, request);
  return response;
});
