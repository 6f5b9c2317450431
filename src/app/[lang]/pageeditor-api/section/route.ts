// POST /{lang}/pageeditor-api/section/ — create a section: the section module plus content_type, object_id, position
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { containerAnswer } from "@/server/content/containers";
import { createContainer } from "@/server/content/container-writes";
import { versionGuard, withVersions } from "@/server/content/section-versions";

export const POST = editorRoute<{ lang: string }>(async (request, { lang, db, user }) => {
  const guard = versionGuard(request);
  const row = await createContainer(db, lang, await jsonBody(request), user.id, guard);
  return withVersions(NextResponse.json(containerAnswer(row), { status: 201 }), guard);
});
