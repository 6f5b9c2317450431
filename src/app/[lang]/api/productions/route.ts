// GET /{lang}/api/productions/ — productions: season, exhibition_type, tag, date, page, page_size (001 §7)
import { NextResponse } from "next/server";
import { productionsQuerySchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { LIST_CACHE_HEADERS, pagedResponse } from "@/server/http/paging";
import { countProductions, listProductions, type ProductionFilter } from "@/server/services/productions";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const query = parseQuery(request, productionsQuerySchema);
  const filter: ProductionFilter = { season: query.season, type: query.exhibition_type, tag: query.tag, from: query.date };
  const { db } = await getDb();
  const [count, page] = await Promise.all([
    countProductions(db, filter),
    listProductions(db, { lang, filter, offset: (query.page - 1) * query.page_size, limit: query.page_size }),
  ]);
  const body = pagedResponse(request, { count, page: query.page, pageSize: query.page_size, ...page });
  return NextResponse.json(body, { headers: LIST_CACHE_HEADERS });
});
