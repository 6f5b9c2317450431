// GET /{lang}/api/teasers/ — calendar teasers positioned on or after date (default today): date, page, page_size (001 §3, §7)
import { NextResponse } from "next/server";
import { teasersQuerySchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { LIST_CACHE_HEADERS, pagedResponse } from "@/server/http/paging";
import { berlinDay } from "@schemas/rules/dates";
import { countTeasers, listTeasers } from "@/server/services/teasers";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const query = parseQuery(request, teasersQuerySchema);
  const from = query.date ?? berlinDay(new Date());
  const { db } = await getDb();
  const [count, page] = await Promise.all([
    countTeasers(db, from),
    listTeasers(db, { lang, from, offset: (query.page - 1) * query.page_size, limit: query.page_size }),
  ]);
  const body = pagedResponse(request, { count, page: query.page, pageSize: query.page_size, ...page });
  return NextResponse.json(body, { headers: LIST_CACHE_HEADERS });
});
