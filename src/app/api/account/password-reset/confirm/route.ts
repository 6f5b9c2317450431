// POST /api/account/password-reset/confirm/ — a new password with a reset link's token: { token, password, password2 }
import { NextResponse } from "next/server";
import { accountRoute } from "@/server/account/account-route";
import { resetPassword } from "@/server/account/password-reset";
import { readJson } from "@/server/http/body";

export const POST = accountRoute(async (request, { db }) => {
  await resetPassword(db, await readJson(request));
  return new NextResponse(null, { status: 204 });
});
