// POST /{lang}/dashboard-api/redirects/ — create a redirect entry (admins; 400 per field)
import { NextResponse } from "next/server";
import type { CreateRedirectInput } from "@schemas/entities/redirect";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { createRedirect } from "@/server/site/redirects";

// createRedirect parses the body with createRedirectSchema; a bad one is a 400 per field.
export const POST = editorRoute<{ lang: string }>(async (request, { db }) =>
  NextResponse.json(await createRedirect(db, (await jsonBody(request)) as CreateRedirectInput), { status: 201 }), { role: "admin" });
