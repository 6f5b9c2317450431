// POST /{lang}/pageeditor-api/section/{id}/column/ — insert a column { position?, layout?, children? }
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "../../../../../../server/auth/editor-route";
import { createColumn } from "../../../../../../server/content/columns";
import { segment } from "../../../../../../server/http/params";

export const POST = editorRoute<{ lang: string; id: string }>(async (request, { params, db, user }) =>
  NextResponse.json(await createColumn(db, segment(params.id), await jsonBody(request), user.id), { status: 201 }),
);
