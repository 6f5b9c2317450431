// POST /{lang}/dashboard-api/users/ — an admin creates an editor account; the answer holds its one-time password, shown once
import { NextResponse } from "next/server";
import type { NewEditorInput } from "@schemas/entities/user-admin";
import { createEditorAccount } from "@/server/admin/user-admin";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";

// createEditorAccount parses the body with newEditorSchema; a bad one is a 400 per field.
export const POST = editorRoute<{ lang: string }>(async (request, { db }) =>
  NextResponse.json(await createEditorAccount(db, (await jsonBody(request)) as NewEditorInput), { status: 201 }), { role: "admin" });
