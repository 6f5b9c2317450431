// POST /api/account/email/ — change the visitor's address: { email, current_password }; it applies once the mailed link is used
import { NextResponse } from "next/server";
import { visitorRoute } from "@/server/account/account-route";
import { requestEmailChange } from "@/server/account/settings";
import { readJson } from "@/server/http/body";
import { scheduleMailDelivery } from "@/server/mail/schedule";

export const POST = visitorRoute(async (request, { db, user }) => {
  const account = await requestEmailChange(db, user.id, await readJson(request));
  scheduleMailDelivery();
  return NextResponse.json(account, { status: 202 });
});
