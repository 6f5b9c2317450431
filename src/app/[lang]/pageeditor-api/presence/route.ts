// /{lang}/pageeditor-api/presence/ — the editor's heartbeat (POST: this browser has the page open; answers who else has)
// and its goodbye (DELETE), both with content_type and object_id
import { NextResponse } from "next/server";
import { presenceOwnerSchema, type PresenceAnswer } from "@schemas/api/editor-concurrency";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { heartbeat, leave } from "@/server/content/presence";

export const POST = editorRoute<{ lang: string }>(async (request, { db, user, sessionId }) => {
  const owner = presenceOwnerSchema.parse(await jsonBody(request));
  const answer: PresenceAnswer = { editors: await heartbeat(db, sessionId, user.id, owner) };
  return NextResponse.json(answer);
});

export const DELETE = editorRoute<{ lang: string }>(async (request, { db, sessionId }) => {
  await leave(db, sessionId, presenceOwnerSchema.parse(await jsonBody(request)));
  return new NextResponse(null, { status: 204 });
});
