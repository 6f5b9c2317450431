// GET /{lang}/api/events/ — the event list: room, type, tag, series, genre, date, page, page_size (001 §7)
import { NextResponse } from "next/server";
import { eventsQuerySchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { LIST_CACHE_HEADERS, pagedResponse } from "@/server/http/paging";
import { countEvents, eventFilterOf, listEvents } from "@/server/services/events";
import { rememberedEventPages } from "@/server/services/remembered-reads";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const query = parseQuery(request, eventsQuerySchema);
  const filter = eventFilterOf(query);
  const offset = (query.page - 1) * query.page_size;
  const key = JSON.stringify([lang, filter, offset, query.page_size, query.after ?? null]);
  const { count, results, hasMore } = await rememberedEventPages.read(key, async () => {
    const { db } = await getDb();
    const [total, page] = await Promise.all([
      countEvents(db, filter),
      listEvents(db, { lang, filter, offset, limit: query.page_size, after: query.after }),
    ]);
    return { count: total, ...page };
  });
  const body = pagedResponse(request, {
    count, page: query.page, pageSize: query.page_size, results, hasMore, after: results.at(-1)?.id,
  });
  return NextResponse.json(body, { headers: LIST_CACHE_HEADERS });
});
