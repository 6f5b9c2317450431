// GET, PATCH /api/account/settings/ — the visitor's name, language and newsletter consent
import { NextResponse } from "next/server";
import { visitorRoute } from "@/server/account/account-route";
import { readAccount, updateProfileSettings } from "@/server/account/settings";
import { readJson } from "@/server/http/body";

export const GET = visitorRoute(async (_request, { db, user }) => NextResponse.json(await readAccount(db, user.id)));

export const PATCH = visitorRoute(async (request, { db, user }) =>
  NextResponse.json(await updateProfileSettings(db, user.id, await readJson(request))));
