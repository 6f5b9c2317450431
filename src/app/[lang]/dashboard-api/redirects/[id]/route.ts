// /{lang}/dashboard-api/redirects/{id}/ — one redirect entry (admins): GET, PATCH the fields given, DELETE
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { deleteRedirect, getRedirect, updateRedirect } from "@/server/site/redirects";
import { NotFoundError } from "@/server/errors";
import { idSegment } from "@/server/http/params";

type Params = { lang: string; id: string };
const admin = { role: "admin" } as const;

export const GET = editorRoute<Params>(async (_request, { params, db }) => NextResponse.json(await getRedirect(db, idSegment(params.id))), admin);

export const PATCH = editorRoute<Params>(async (request, { params, db }) =>
  NextResponse.json(await updateRedirect(db, idSegment(params.id), await jsonBody(request))), admin);

export const DELETE = editorRoute<Params>(async (_request, { params, db }) => {
  if (!(await deleteRedirect(db, idSegment(params.id)))) throw new NotFoundError("redirect not found");
  return new NextResponse(null, { status: 204 });
}, admin);
