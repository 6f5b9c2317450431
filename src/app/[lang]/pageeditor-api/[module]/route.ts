// /{lang}/pageeditor-api/{module}/ — module calls by the module's type, the module as the body (000 §7):
// POST adds one (section, column, position place it), PATCH changes and DELETE removes the one
// the body's id names, GET reads the one ?id= names. The services are those of /module/ and /module/{id}/.
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { pathModuleType, typedBody, typedModuleId } from "@/server/content/module-by-type";
import { createModule, deleteModule, getModule, updateModule } from "@/server/content/modules";
import { parseQuery } from "@/server/http/handler";
import { moduleRefSchema } from "@schemas/api/editor";

type Params = { lang: string; module: string };

export const GET = editorRoute<Params>(async (request, { params, db }) => {
  const type = pathModuleType(params.module);
  return NextResponse.json(await getModule(db, await typedModuleId(db, type, parseQuery(request, moduleRefSchema))));
});

export const POST = editorRoute<Params>(async (request, { params, db, user }) => {
  const type = pathModuleType(params.module);
  return NextResponse.json(await createModule(db, typedBody(await jsonBody(request), type), user.id), { status: 201 });
});

export const PATCH = editorRoute<Params>(async (request, { params, db, user }) => {
  const type = pathModuleType(params.module);
  const body = typedBody(await jsonBody(request), type);
  return NextResponse.json(await updateModule(db, await typedModuleId(db, type, body), body, "merge", user.id));
});

export const DELETE = editorRoute<Params>(async (request, { params, db, user }) => {
  const type = pathModuleType(params.module);
  await deleteModule(db, await typedModuleId(db, type, await jsonBody(request)), user.id);
  return new NextResponse(null, { status: 204 });
});
