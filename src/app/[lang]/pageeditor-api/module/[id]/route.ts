// /{lang}/pageeditor-api/module/{id}/ — read, replace (POST), change or move (PATCH) and delete a module;
// writes carry the versions of the sections the editor saw (X-Section-Versions), 409 when outdated
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { deleteModule, getModule, updateModule } from "@/server/content/modules";
import { versionGuard, withVersions } from "@/server/content/section-versions";
import { segment } from "@/server/http/params";

type Params = { lang: string; id: string };

export const GET = editorRoute<Params>(async (_request, { params, db }) => NextResponse.json(await getModule(db, segment(params.id))));

const update = (mode: "replace" | "merge") =>
  editorRoute<Params>(async (request, { params, db, user }) => {
    const guard = versionGuard(request);
    const module = await updateModule(db, segment(params.id), await jsonBody(request), mode, user.id, guard);
    return withVersions(NextResponse.json(module), guard);
  });
export const POST = update("replace");
export const PATCH = update("merge");

export const DELETE = editorRoute<Params>(async (request, { params, db, user }) => {
  const guard = versionGuard(request);
  await deleteModule(db, segment(params.id), user.id, guard);
  return withVersions(new NextResponse(null, { status: 204 }), guard);
});
