// POST /{lang}/pageeditor-api/copy-language/ — start this language's sections from another language's: { content_type, object_id, from };
// the answer names the new sections' versions (X-Section-Versions), so the editor's next writes on them are checked
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { containerAnswer } from "@/server/content/containers";
import { copyLanguage } from "@/server/content/copy-language";
import { withVersionsOf } from "@/server/content/section-versions";

export const POST = editorRoute<{ lang: string }>(async (request, { lang, db, user }) => {
  const rows = await copyLanguage(db, lang, await jsonBody(request), user.id);
  return withVersionsOf(NextResponse.json({ results: rows.map(containerAnswer) }, { status: 201 }), rows);
});
