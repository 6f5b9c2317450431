// /{lang}/pageeditor-api/section/{id}/column/{index}/ — read, replace the modules of (POST, PATCH) or delete a column;
// writes carry the section's version the editor saw (X-Section-Versions) and answer 409 when it is outdated
import { NextResponse } from "next/server";
import { LAYOUTS, type Layout } from "@schemas/rules/section-layout";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { deleteColumn, getColumn, updateColumn } from "@/server/content/columns";
import { versionGuard, withVersions } from "@/server/content/section-versions";
import { idSegment, segment } from "@/server/http/params";
import { ValidationError } from "@/server/errors";

type Params = { lang: string; id: string; index: string };

export const GET = editorRoute<Params>(async (_request, { params, db }) =>
  NextResponse.json(await getColumn(db, segment(params.id), idSegment(params.index, 0))),
);

const update = editorRoute<Params>(async (request, { params, db, user }) => {
  const guard = versionGuard(request);
  const column = await updateColumn(db, segment(params.id), idSegment(params.index, 0), await jsonBody(request), user.id, guard);
  return withVersions(NextResponse.json(column), guard);
});
export const POST = update;
export const PATCH = update;

// ?layout= chooses the layout after the removal; by default the first one with that many columns.
export const DELETE = editorRoute<Params>(async (request, { params, db, user }) => {
  const layout = request.nextUrl.searchParams.get("layout") ?? undefined;
  if (layout !== undefined && !(LAYOUTS as string[]).includes(layout)) throw ValidationError.field(["layout"], "invalid_choice");
  const guard = versionGuard(request);
  await deleteColumn(db, segment(params.id), idSegment(params.index, 0), { layout: layout as Layout | undefined }, user.id, guard);
  return withVersions(new NextResponse(null, { status: 204 }), guard);
});
