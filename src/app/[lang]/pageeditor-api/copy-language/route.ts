// POST /{lang}/pageeditor-api/copy-language/ — start this language's sections from another language's: { content_type, object_id, from }
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "../../../../server/auth/editor-route";
import { containerAnswer } from "../../../../server/content/containers";
import { copyLanguage } from "../../../../server/content/copy-language";

export const POST = editorRoute<{ lang: string }>(async (request, { lang, db, user }) => {
  const rows = await copyLanguage(db, lang, await jsonBody(request), user.id);
  return NextResponse.json({ results: rows.map(containerAnswer) }, { status: 201 });
});
