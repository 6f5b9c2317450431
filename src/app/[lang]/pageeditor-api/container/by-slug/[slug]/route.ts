// GET /{lang}/pageeditor-api/container/by-slug/{slug} — one section; 404 makes the editor create it (000 §7);
// the answer names the section's version (X-Section-Versions), so the editor's next write on it is checked
import { NextResponse } from "next/server";
import { editorRoute } from "@/server/auth/editor-route";
import { containerAnswer, getContainer } from "@/server/content/containers";
import { withVersionsOf } from "@/server/content/section-versions";
import { NotFoundError } from "@/server/errors";
import { segment } from "@/server/http/params";

export const GET = editorRoute<{ lang: string; slug: string }>(async (_request, { params, db }) => {
  const row = await getContainer(db, segment(params.slug));
  if (!row) throw new NotFoundError("section not found");
  return withVersionsOf(NextResponse.json(containerAnswer(row)), [row]);
});
