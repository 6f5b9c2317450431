// POST /{lang}/pageeditor-api/section/{id}/column/ — insert a column { position?, layout?, children? };
// carries the section's version the editor saw (X-Section-Versions) and answers 409 when it is outdated
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { createColumn } from "@/server/content/columns";
import { versionGuard, withVersions } from "@/server/content/section-versions";
import { segment } from "@/server/http/params";

export const POST = editorRoute<{ lang: string; id: string }>(async (request, { params, db, user }) => {
  const guard = versionGuard(request);
  const column = await createColumn(db, segment(params.id), await jsonBody(request), user.id, guard);
  return withVersions(NextResponse.json(column, { status: 201 }), guard);
});
