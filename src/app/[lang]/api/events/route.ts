// GET /{lang}/api/events/ — the event list: room, type, tag, series, genre, date, page, page_size (001 §7)
import { NextResponse } from "next/server";
import { eventsQuerySchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { LIST_CACHE_HEADERS, pagedResponse } from "@/server/http/paging";
import { cachedEventCount } from "@/server/services/cached-reads";
import { eventFilterOf, listEvents } from "@/server/services/events";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const query = parseQuery(request, eventsQuerySchema);
  const filter = eventFilterOf(query);
  const { db } = await getDb();
  const [count, page] = await Promise.all([
    cachedEventCount(filter),
    listEvents(db, { lang, filter, offset: (query.page - 1) * query.page_size, limit: query.page_size, after: query.after }),
  ]);
  const body = pagedResponse(request, {
    count, page: query.page, pageSize: query.page_size, results: page.results, hasMore: page.hasMore, after: page.results.at(-1)?.id,
  });
  return NextResponse.json(body, { headers: LIST_CACHE_HEADERS });
});
