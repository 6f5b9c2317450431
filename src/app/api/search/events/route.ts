// GET /api/search/events/ — search results among events only: q, page, page_size, ?lang= (000 §2; 001 §7)
import { NextResponse } from "next/server";
import { searchPartQuerySchema } from "@schemas/api/search";
import { handler, parseQuery } from "@/server/http/handler";
import { searchResponse } from "@/server/http/search-response";
import { languageVary, requestLang } from "@/server/site/request-lang";

export const GET = handler(async (request) => {
  const lang = requestLang(request);
  const { q, page, page_size } = parseQuery(request, searchPartQuerySchema);
  return NextResponse.json(await searchResponse(request, { lang, q, page, pageSize: page_size, categories: ["events"] }), {
    headers: languageVary(request),
  });
});
