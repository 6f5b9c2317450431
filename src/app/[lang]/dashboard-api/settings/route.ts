// PATCH /{lang}/dashboard-api/settings/ — change the site's settings, e.g. take it offline (admins; 400 per field)
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { settingsResponse, updateSettings } from "@/server/site/settings";

export const PATCH = editorRoute<{ lang: string }>(async (request, { db }) =>
  NextResponse.json(settingsResponse(await updateSettings(db, await jsonBody(request)))), { role: "admin" });
