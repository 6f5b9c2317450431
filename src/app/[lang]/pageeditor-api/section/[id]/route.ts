// /{lang}/pageeditor-api/section/{id}/ — read (GET), replace (POST), change (PATCH) or delete (DELETE) a section by its slug;
// writes carry the version the editor saw (X-Section-Versions) and answer 409 when it is outdated
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { containerAnswer, getContainer } from "@/server/content/containers";
import { deleteContainer, updateContainer } from "@/server/content/container-writes";
import { versionGuard, withVersions } from "@/server/content/section-versions";
import { NotFoundError } from "@/server/errors";
import { segment } from "@/server/http/params";

type Params = { lang: string; id: string };

export const GET = editorRoute<Params>(async (_request, { params, db }) => {
  const row = await getContainer(db, segment(params.id));
  if (!row) throw new NotFoundError("section not found");
  return NextResponse.json(containerAnswer(row));
});

const update = (mode: "replace" | "merge") =>
  editorRoute<Params>(async (request, { params, db, user }) => {
    const guard = versionGuard(request);
    const row = await updateContainer(db, segment(params.id), await jsonBody(request), mode, user.id, guard);
    return withVersions(NextResponse.json(containerAnswer(row)), guard);
  });

export const POST = update("replace");
export const PATCH = update("merge");

export const DELETE = editorRoute<Params>(async (request, { params, db, user }) => {
  await deleteContainer(db, segment(params.id), user.id, versionGuard(request));
  return new NextResponse(null, { status: 204 });
});
