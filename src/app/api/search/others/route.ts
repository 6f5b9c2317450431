// GET /api/search/others/ — search results of every category but events: q, page, page_size, ?lang= (000 §2; 001 §7)
import { NextResponse } from "next/server";
import { SEARCH_CATEGORIES, searchPartQuerySchema } from "@schemas/api/search";
import { handler, parseQuery } from "@/server/http/handler";
import { searchResponse } from "@/server/http/search-response";
import { languageVary, requestLang } from "@/server/site/request-lang";

const OTHERS = SEARCH_CATEGORIES.filter((category) => category !== "events");

export const GET = handler(async (request) => {
  const lang = requestLang(request);
  const { q, page, page_size } = parseQuery(request, searchPartQuerySchema);
  return NextResponse.json(await searchResponse(request, { lang, q, page, pageSize: page_size, categories: OTHERS }), {
    headers: languageVary(request),
  });
});
