// POST /{lang}/pageeditor-api/pages/ — create a page (a child page with parent_id): settings and both translations
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { createPage } from "@/server/content/pages";
import { getPageSettings } from "@/server/content/page-settings";
import type { CreatePageInput } from "@schemas/entities/page";

export const POST = editorRoute<{ lang: string }>(async (request, { db }) => {
  // createPage parses the body with createPageSchema; a bad one is a 400 per field.
  const id = await createPage(db, (await jsonBody(request)) as CreatePageInput);
  return NextResponse.json(await getPageSettings(db, id), { status: 201 });
});
