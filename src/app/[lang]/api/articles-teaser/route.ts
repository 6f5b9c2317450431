// GET /{lang}/api/articles-teaser/ — the newest articles as teasers: category, tag, exclude, limit 1-8 (001 §5, §7)
import { NextResponse } from "next/server";
import { articlesTeaserQuerySchema } from "@schemas/api/magazine-query";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { LIST_CACHE_HEADERS } from "@/server/http/paging";
import { listArticles } from "@/server/services/articles";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const { category, tag, exclude, limit } = parseQuery(request, articlesTeaserQuerySchema);
  const { results } = await listArticles((await getDb()).db, { lang, filter: { category, tag, exclude }, offset: 0, limit });
  return NextResponse.json(results, { headers: LIST_CACHE_HEADERS });
});
