// GET /api/csrf/ — sets the csrftoken cookie when the browser has none (204). Visitor pages
// are shared-cached and carry no cookies; the browser asks here before its first unsafe call.
import { NextResponse } from "next/server";
import { CSRF_COOKIE, csrfCookie, newCsrfToken } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";

export const GET = handler(async (request) => {
  const response = new NextResponse(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
  if (!request.cookies.has(CSRF_COOKIE)) response.cookies.set(csrfCookie(newCsrfToken(), request.nextUrl.protocol === "https:"));
  return response;
});
