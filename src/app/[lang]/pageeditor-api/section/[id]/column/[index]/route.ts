// /{lang}/pageeditor-api/section/{id}/column/{index}/ — read, replace the modules of (POST, PATCH) or delete a column
import { NextResponse } from "next/server";
import { LAYOUTS, type Layout } from "../../../../../../../../modules/section/schema";
import { editorRoute, jsonBody } from "../../../../../../../server/auth/editor-route";
import { deleteColumn, getColumn, updateColumn } from "../../../../../../../server/content/columns";
import { idSegment, segment } from "../../../../../../../server/http/params";
import { ValidationError } from "../../../../../../../server/errors";

type Params = { lang: string; id: string; index: string };

export const GET = editorRoute<Params>(async (_request, { params, db }) =>
  NextResponse.json(await getColumn(db, segment(params.id), idSegment(params.index, 0))),
);

const update = editorRoute<Params>(async (request, { params, db, user }) =>
  NextResponse.json(await updateColumn(db, segment(params.id), idSegment(params.index, 0), await jsonBody(request), user.id)),
);
export const POST = update;
export const PATCH = update;

// ?layout= chooses the layout after the removal; by default the first one with that many columns.
export const DELETE = editorRoute<Params>(async (request, { params, db, user }) => {
  const layout = request.nextUrl.searchParams.get("layout") ?? undefined;
  if (layout !== undefined && !(LAYOUTS as string[]).includes(layout)) throw ValidationError.field(["layout"], "invalid_choice");
  await deleteColumn(db, segment(params.id), idSegment(params.index, 0), { layout: layout as Layout | undefined }, user.id);
  return new NextResponse(null, { status: 204 });
});
