// POST /api/account/login/ — log a visitor in: { email, password } → the user details
import { NextResponse } from "next/server";
import { SESSION_COOKIE, VISITOR_MARKER } from "@schemas/api/auth";
import { accountRoute } from "@/server/account/account-route";
import { visitorLogin } from "@/server/account/visitor-login";
import { rotateCsrfCookie, setSessionCookies } from "@/server/auth/cookies";
import { deleteSession } from "@/server/auth/session";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { userDetails } from "@/server/site/user-details";
import { getCachedSettings } from "@/site/settings/get-settings";

export const POST = accountRoute(async (request, { db, lang }) => {
  const { user, token, expiresAt } = await visitorLogin(db, await readJson(request), clientAddress(request));
  // A session this browser had before ends now; the new one gets a new token.
  await deleteSession(db, request.cookies.get(SESSION_COOKIE)?.value);
  const settings = await getCachedSettings();
  const response = NextResponse.json(userDetails(user, settings.design.webshop_link, lang));
  setSessionCookies(response, request, token, expiresAt, VISITOR_MARKER);
  rotateCsrfCookie(response, request);
  return response;
});
