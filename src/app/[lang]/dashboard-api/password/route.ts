// POST /{lang}/dashboard-api/password/ — the logged-in editor replaces a one-time password with their own (400 per field)
import { NextResponse } from "next/server";
import type { NewPasswordInput } from "@schemas/entities/user-admin";
import { setOwnPassword } from "@/server/admin/user-admin";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";

// The one call an account with a one-time password may make (editor-route.ts refuses the others).
export const POST = editorRoute<{ lang: string }>(async (request, { db, user }) => {
  await setOwnPassword(db, user.id, (await jsonBody(request)) as NewPasswordInput);
  return new NextResponse(null, { status: 204 });
}, { passwordChange: true });
