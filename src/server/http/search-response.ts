import "server-only";
import type { NextRequest } from "next/server";
import type { SearchCategory, SearchResponse } from "@schemas/api/search";
import type { Locale } from "@schemas/rules/localized";
import { getDb } from "../db/client";
import { searchSite } from "../services/search/search";
import { pagedResponse } from "./paging";

export interface SearchRequest {
  lang: Locale;
  q: string;
  page: number;
  pageSize: number;
  categories: readonly SearchCategory[];
  countCategories?: readonly SearchCategory[];
}

/** The three search calls answer alike: the paged results plus the per-category counts. */
export async function searchResponse(request: NextRequest, input: SearchRequest): Promise<SearchResponse> {
  const { lang, q, page, pageSize, categories, countCategories } = input;
  const offset = (page - 1) * pageSize;
  const outcome = await searchSite((await getDb()).db, { lang, q, categories, countCategories, offset, limit: pageSize });
  const paged = pagedResponse(request, {
    count: outcome.total, page, pageSize, results: outcome.results, hasMore: offset + outcome.results.length < outcome.total,
  });
  return { ...paged, q, categories: outcome.counts };
}
