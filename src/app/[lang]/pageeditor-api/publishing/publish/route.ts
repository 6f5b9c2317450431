// POST /{lang}/pageeditor-api/publishing/publish/ — publish an owner's working copy now ({ content_type, object_id, seen? });
// with `seen` (the versions of the sections the editor shows), a colleague's change it has not seen is refused (409)
import { NextResponse } from "next/server";
import { publishingActionSchema } from "@schemas/api/publishing";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { publishOwner } from "@/server/content/publish";
import { publishingStatus } from "@/server/content/publishing-status";
import { forgetEverywhere } from "@/server/site/process-caches";

export const POST = editorRoute<{ lang: string }>(async (request, { db, user, lang }) => {
  const { seen, ...owner } = publishingActionSchema.parse(await jsonBody(request));
  await publishOwner(db, owner, user.id, seen && { lang, versions: seen });
  // Publishing drops a plan: every instance arms its timer anew.
  forgetEverywhere("publish-schedules");
  return NextResponse.json(await publishingStatus(db, owner));
});
