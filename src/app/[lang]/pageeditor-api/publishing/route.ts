// GET /{lang}/pageeditor-api/publishing/?content_type=&object_id= — an owner's publishing state for the editor header
import { NextResponse } from "next/server";
import { publishingQuerySchema } from "@schemas/api/publishing";
import { editorRoute } from "@/server/auth/editor-route";
import { assertOwnerExists } from "@/server/content/owners";
import { publishingStatus } from "@/server/content/publishing-status";
import { parseQuery } from "@/server/http/handler";

export const GET = editorRoute<{ lang: string }>(async (request, { db, lang }) => {
  const owner = parseQuery(request, publishingQuerySchema);
  await assertOwnerExists(db, owner.content_type, owner.object_id);
  return NextResponse.json(await publishingStatus(db, owner, lang));
});
