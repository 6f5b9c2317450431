// GET /{lang}/api/search/ — site search: q, category, page, page_size; counts per category (000 §2, §4; 001 §7)
import { NextResponse } from "next/server";
import { SEARCH_CATEGORIES, searchQuerySchema } from "@schemas/api/search";
import { handler, parseQuery } from "@/server/http/handler";
import { searchResponse } from "@/server/http/search-response";

export const GET = handler<{ lang: string }>(async (request, { lang }) => {
  const { q, category, page, page_size } = parseQuery(request, searchQuerySchema);
  const body = await searchResponse(request, {
    lang, q, page, pageSize: page_size, categories: category ? [category] : SEARCH_CATEGORIES, countCategories: SEARCH_CATEGORIES,
  });
  return NextResponse.json(body);
});
