// POST /api/account/password/ — change the visitor's password: { current_password, password, password2 }
import { NextResponse } from "next/server";
import { visitorRoute } from "@/server/account/account-route";
import { changePassword } from "@/server/account/settings";
import { readJson } from "@/server/http/body";

export const POST = visitorRoute(async (request, { db, user, sessionToken }) => {
  await changePassword(db, user.id, sessionToken, await readJson(request));
  return new NextResponse(null, { status: 204 });
});
