// GET /{lang}/api/articles/ — magazine articles, newest first: category, tag, page, page_size (001 §7)
import { NextResponse } from "next/server";
import { articlesQuerySchema } from "@schemas/api/magazine-query";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { LIST_CACHE_HEADERS, pagedResponse } from "@/server/http/paging";
import { countArticles, listArticles, type ArticleFilter } from "@/server/services/articles";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const query = parseQuery(request, articlesQuerySchema);
  const filter: ArticleFilter = { category: query.category, tag: query.tag };
  const { db } = await getDb();
  const [count, page] = await Promise.all([
    countArticles(db, filter),
    listArticles(db, { lang, filter, offset: (query.page - 1) * query.page_size, limit: query.page_size }),
  ]);
  const body = pagedResponse(request, { count, page: query.page, pageSize: query.page_size, ...page });
  return NextResponse.json(body, { headers: LIST_CACHE_HEADERS });
});
