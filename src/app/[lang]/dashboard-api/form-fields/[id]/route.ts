// PUT /{lang}/dashboard-api/form-fields/{id}/ — a form's fields in their new order, replacing the stored ones
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { replaceFormFields } from "@/server/forms/admin";
import { idSegment } from "@/server/http/params";

export const PUT = editorRoute<{ lang: string; id: string }>(async (request, { db, params }) =>
  NextResponse.json(await replaceFormFields(db, idSegment(params.id), await jsonBody(request))));
