// GET /{lang}/pageeditor-api/pages/{id}/versions/?page= — the page's versions, newest first, with author and time
import { NextResponse } from "next/server";
import { versionsQuerySchema, type PageVersionListItem } from "@schemas/api/editor";
import { editorRoute } from "@/server/auth/editor-route";
import { countPageVersions, listPageVersions } from "@/server/content/versions";
import { getPageSettings } from "@/server/content/page-settings";
import { parseQuery } from "@/server/http/handler";
import { idSegment } from "@/server/http/params";

const PAGE_SIZE = 50;

export const GET = editorRoute<{ lang: string; id: string }>(async (request, { params, db }) => {
  const id = idSegment(params.id);
  const { page } = parseQuery(request, versionsQuerySchema);
  await getPageSettings(db, id); // 404 for an unknown page
  const [count, rows] = await Promise.all([countPageVersions(db, id), listPageVersions(db, id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })]);
  const link = (to: number) => {
    const url = new URL(request.nextUrl);
    url.searchParams.set("page", String(to));
    return `${url.pathname}${url.search}`;
  };
  const newest = page === 1 ? rows[0]?.id : undefined;
  const results: PageVersionListItem[] = rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    author: row.created_by !== null && row.username !== null ? { id: row.created_by, username: row.username } : null,
    is_current: row.id === newest,
    languages: row.languages,
    label: row.label,
    published: row.published,
  }));
  return NextResponse.json({
    count,
    next: page * PAGE_SIZE < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  });
});
