// POST /{lang}/pageeditor-api/module/ — add a module: the module itself plus section (slug), column and position;
// carries the section's version the editor saw (X-Section-Versions), 409 when it is outdated
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { createModule } from "@/server/content/modules";
import { versionGuard, withVersions } from "@/server/content/section-versions";

export const POST = editorRoute<{ lang: string }>(async (request, { db, user }) => {
  const guard = versionGuard(request);
  const module = await createModule(db, await jsonBody(request), user.id, guard);
  return withVersions(NextResponse.json(module, { status: 201 }), guard);
});
