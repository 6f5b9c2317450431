// POST /api/account/register/ — register a visitor account; the confirmation link goes out by mail
import { NextResponse } from "next/server";
import { register } from "@/server/account/register";
import { accountRoute } from "@/server/account/account-route";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { scheduleMailDelivery } from "@/server/mail/schedule";

export const POST = accountRoute(async (request, { db }) => {
  await register(db, await readJson(request), clientAddress(request));
  scheduleMailDelivery();
  return NextResponse.json({ detail: "Confirmation mail sent." }, { status: 201 });
});
