// POST /{lang}/dashboard-api/form-create/ — an editor starts a form with its title and slug per language
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { createForm } from "@/server/forms/admin";

export const POST = editorRoute<{ lang: string }>(async (request, { db }) =>
  NextResponse.json(await createForm(db, await jsonBody(request)), { status: 201 }));
