// POST /api/account/logout/ — end the visitor's session (CSRF header required)
import { NextResponse } from "next/server";
import { SESSION_COOKIE } from "@schemas/api/auth";
import { accountRoute } from "@/server/account/account-route";
import { clearSessionCookies } from "@/server/auth/cookies";
import { deleteSession } from "@/server/auth/session";

export const POST = accountRoute(async (request, { db }) => {
  await deleteSession(db, request.cookies.get(SESSION_COOKIE)?.value);
  const response = new NextResponse(null, { status: 204 });
  clearSessionCookies(response, request);
  return response;
});
