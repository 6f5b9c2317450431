// POST /{lang}/pageeditor-api/publishing/publish/ — publish an owner's working copy now ({ content_type, object_id, seen?, seen_other? });
// with `seen` and `seen_other` (the versions of the sections the editor shows, and of the other languages as its status named them), a colleague's change it has not seen is refused (409)
import { NextResponse } from "next/server";
import { publishingActionSchema } from "@schemas/api/publishing";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { publishOwner } from "@/server/content/publish";
import { publishingStatus } from "@/server/content/publishing-status";
import { forgetEverywhere } from "@/server/site/process-caches";

export const POST = editorRoute<{ lang: string }>(async (request, { db, user, lang }) => {
  const { seen, seen_other: others, ...owner } = publishingActionSchema.parse(await jsonBody(request));
  await publishOwner(db, owner, user.id, seen && { lang, versions: seen, others });
  // Publishing drops a plan: every instance arms its timer anew.
  forgetEverywhere("publish-schedules");
  return NextResponse.json(await publishingStatus(db, owner, lang));
});
