// DELETE /api/account/sessions/others/ — end the visitor's sessions in every other browser (a
// shared computer, a lost phone), keeping this one (CSRF header required) → { ended }
import { NextResponse } from "next/server";
import { visitorRoute } from "@/server/account/account-route";
import { deleteOtherSessions } from "@/server/auth/session";

export const DELETE = visitorRoute(async (_request, { db, user, sessionToken }) =>
  NextResponse.json({ ended: await deleteOtherSessions(db, user.id, sessionToken) }));
