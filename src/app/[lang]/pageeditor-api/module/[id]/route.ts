// /{lang}/pageeditor-api/module/{id}/ — read, replace (POST), change or move (PATCH) and delete a module
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "../../../../../server/auth/editor-route";
import { deleteModule, getModule, updateModule } from "../../../../../server/content/modules";
import { segment } from "../../../../../server/http/params";

type Params = { lang: string; id: string };

export const GET = editorRoute<Params>(async (_request, { params, db }) => NextResponse.json(await getModule(db, segment(params.id))));

const update = (mode: "replace" | "merge") =>
  editorRoute<Params>(async (request, { params, db, user }) =>
    NextResponse.json(await updateModule(db, segment(params.id), await jsonBody(request), mode, user.id)),
  );
export const POST = update("replace");
export const PATCH = update("merge");

export const DELETE = editorRoute<Params>(async (_request, { params, db, user }) => {
  await deleteModule(db, segment(params.id), user.id);
  return new NextResponse(null, { status: 204 });
});
