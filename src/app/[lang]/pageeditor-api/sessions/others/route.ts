// DELETE /{lang}/pageeditor-api/sessions/others — end the editor's sessions on every other
// browser (a lost laptop, a shared computer), keeping this one
import { NextResponse } from "next/server";
import { SESSION_COOKIE } from "@schemas/api/auth";
import { editorRoute } from "@/server/auth/editor-route";
import { deleteOtherSessions } from "@/server/auth/session";

export const DELETE = editorRoute<{ lang: string }>(async (request, { user, db }) => {
  // editorRoute has resolved the session from this cookie, so it is there.
  const ended = await deleteOtherSessions(db, user.id, request.cookies.get(SESSION_COOKIE)!.value);
  return NextResponse.json({ ended });
});
