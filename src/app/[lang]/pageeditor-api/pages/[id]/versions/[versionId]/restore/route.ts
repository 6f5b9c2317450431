// POST /{lang}/pageeditor-api/pages/{id}/versions/{versionId}/restore/ — restore a version as a new version
import { NextResponse } from "next/server";
import { editorRoute } from "@/server/auth/editor-route";
import { restorePageVersion } from "@/server/content/restore";
import { idSegment } from "@/server/http/params";

export const POST = editorRoute<{ lang: string; id: string; versionId: string }>(async (_request, { params, db, user }) => {
  const pageId = idSegment(params.id);
  const versionId = await restorePageVersion(db, pageId, idSegment(params.versionId), user.id);
  return NextResponse.json({ page: pageId, version_id: versionId, restored_from: idSegment(params.versionId) }, { status: 201 });
});
