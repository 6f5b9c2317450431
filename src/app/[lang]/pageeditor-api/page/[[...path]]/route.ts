// GET /{lang}/pageeditor-api/page/{path}?version_id= — the page entity of a CMS page (000 §7)
import { NextResponse } from "next/server";
import { z } from "zod";
import { pagePathSchema } from "../../../../../../schemas/entities/page";
import { handler, notFound, parseQuery } from "../../../../../server/http/handler";
import { getDb } from "../../../../../server/db/client";
import { getPageEntity } from "../../../../../server/content/page-entity";
import { getCachedPage } from "../../../../../site/content/get-page";

const querySchema = z.object({ version_id: z.coerce.number({ error: "invalid_number" }).int({ error: "invalid_number" }).positive({ error: "invalid_number" }).optional() });

export const GET = handler<{ lang: string; path?: string[] }>(async (request, { params, lang }) => {
  const { version_id } = parseQuery(request, querySchema);
  const path = pagePathSchema.safeParse((params.path ?? []).map(decodeURIComponent).join("/"));
  if (!path.success) return notFound();
  // A stored version is read uncached. Offline pages stay hidden until editors can log in
  // (the editor issue adds the session check that lets them see those).
  const page = version_id === undefined
    ? await getCachedPage(lang, path.data)
    : await getPageEntity((await getDb()).db, lang, path.data, { versionId: version_id });
  if (!page || !page.is_online) return notFound();
  return NextResponse.json(page);
});
