// POST /api/account/password-reset/ — mail a reset link: { email }; the same answer for every address
import { NextResponse } from "next/server";
import { accountRoute } from "@/server/account/account-route";
import { requestPasswordReset } from "@/server/account/password-reset";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { scheduleMailDelivery } from "@/server/mail/schedule";

export const POST = accountRoute(async (request, { db }) => {
  await requestPasswordReset(db, await readJson(request), clientAddress(request));
  scheduleMailDelivery();
  return NextResponse.json({ detail: "If the account exists, a mail is on its way." }, { status: 202 });
});
