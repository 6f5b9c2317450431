// GET /{lang}/pageeditor-api/pages/{id}/versions/{versionId}/compare/{otherId}/ — what changed from the older of two versions to the newer, in {lang}
import { NextResponse } from "next/server";
import { editorRoute } from "@/server/auth/editor-route";
import { compareVersions } from "@/server/content/version-diff";
import { idSegment } from "@/server/http/params";

export const GET = editorRoute<{ lang: string; id: string; versionId: string; otherId: string }>(async (_request, { params, db, lang }) =>
  NextResponse.json(await compareVersions(db, idSegment(params.id), [idSegment(params.versionId), idSegment(params.otherId)], lang)),
);
