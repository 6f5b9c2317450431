// PATCH /{lang}/pageeditor-api/pages/{id}/versions/{versionId}/ — name a version in the editor's own words ({ label }; empty or null: no name)
import { NextResponse } from "next/server";
import { versionLabelSchema } from "@schemas/api/editor";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { labelPageVersion } from "@/server/content/versions";
import { NotFoundError } from "@/server/errors";
import { idSegment } from "@/server/http/params";

export const PATCH = editorRoute<{ lang: string; id: string; versionId: string }>(async (request, { params, db }) => {
  const { label } = versionLabelSchema.parse(await jsonBody(request));
  const versionId = idSegment(params.versionId);
  if (!(await labelPageVersion(db, idSegment(params.id), versionId, label))) throw new NotFoundError("version not found");
  return NextResponse.json({ id: versionId, label });
});
