// POST /{lang}/pageeditor-api/module/ — add a module: the module itself plus section (slug), column and position
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "../../../../server/auth/editor-route";
import { createModule } from "../../../../server/content/modules";

export const POST = editorRoute<{ lang: string }>(async (request, { db, user }) =>
  NextResponse.json(await createModule(db, await jsonBody(request), user.id), { status: 201 }),
);
