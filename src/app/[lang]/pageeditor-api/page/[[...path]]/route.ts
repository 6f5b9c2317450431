// GET /{lang}/pageeditor-api/page/{path}?version_id= — the page entity of a CMS page (000 §7)
import { NextResponse } from "next/server";
import { z } from "zod";
import { pagePathSchema } from "@schemas/entities/page";
import { idTextSchema } from "@schemas/rules/id";
import { segment } from "@/server/http/params";
import { handler, notFound, parseQuery } from "@/server/http/handler";
import { getDb } from "@/server/db/client";
import { getPageEntity } from "@/server/content/page-entity";
import { getCachedPage } from "@/site/content/get-page";
import { sessionUser } from "@/server/auth/session";
import { unauthorized } from "@/server/auth/editor-route";

const querySchema = z.object({ version_id: idTextSchema.optional() });

export const GET = handler<{ lang: string; path?: string[] }>(async (request, { params, lang }) => {
  const { version_id } = parseQuery(request, querySchema);
  const path = pagePathSchema.safeParse(segment(params.path));
  if (!path.success) return notFound();
  // A stored version is read uncached, and only by editors (000 §6); an offline page is a
  // 404 for everyone else (000 §4). The session is looked up only when it matters, so a
  // visitor's request for an online page stays a cached read.
  const editor = version_id !== undefined ? await sessionUser(request) : null;
  if (version_id !== undefined && !editor) return unauthorized(request);
  const page = version_id === undefined
    ? await getCachedPage(lang, path.data)
    : await getPageEntity((await getDb()).db, lang, path.data, { versionId: version_id });
  if (!page) return notFound();
  if (!page.is_online && !(editor ?? (await sessionUser(request)))) return notFound();
  const personal = version_id !== undefined || !page.is_online;
  return NextResponse.json(page, personal ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
});
