// POST /{lang}/pageeditor-api/section/ — create a section: the section module plus content_type, object_id, position
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "../../../../server/auth/editor-route";
import { containerAnswer } from "../../../../server/content/containers";
import { createContainer } from "../../../../server/content/container-writes";

export const POST = editorRoute<{ lang: string }>(async (request, { lang, db, user }) => {
  const row = await createContainer(db, lang, await jsonBody(request), user.id);
  return NextResponse.json(containerAnswer(row), { status: 201 });
});
