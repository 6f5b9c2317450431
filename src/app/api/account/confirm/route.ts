// POST /api/account/confirm/ — use a confirmation link's token: { token }
import { NextResponse } from "next/server";
import { confirmEmail } from "@/server/account/register";
import { accountRoute } from "@/server/account/account-route";
import { tokenSchema } from "@schemas/api/account";
import { readJson } from "@/server/http/body";

export const POST = accountRoute(async (request, { db }) => {
  const { token } = tokenSchema.parse(await readJson(request));
  return NextResponse.json(await confirmEmail(db, token));
});
