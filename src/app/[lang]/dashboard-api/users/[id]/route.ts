// /{lang}/dashboard-api/users/{id}/ — one editor account (admins): PATCH its role or active flag, DELETE deactivates it
import { NextResponse } from "next/server";
import type { EditEditorInput } from "@schemas/entities/user-admin";
import { deactivateEditorAccount, updateEditorAccount } from "@/server/admin/user-admin";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { idSegment } from "@/server/http/params";

type Params = { lang: string; id: string };
const admin = { role: "admin" } as const;

// The acting admin's id comes with the call: nobody demotes or deactivates themselves (400 on the field).
export const PATCH = editorRoute<Params>(async (request, { params, db, user }) =>
  NextResponse.json(await updateEditorAccount(db, user.id, idSegment(params.id), (await jsonBody(request)) as EditEditorInput)), admin);

export const DELETE = editorRoute<Params>(async (_request, { params, db, user }) =>
  NextResponse.json(await deactivateEditorAccount(db, user.id, idSegment(params.id))), admin);
