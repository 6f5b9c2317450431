// GET /api/search/autocomplete/ — up to eight suggestions for the lowercased text q, ?lang= (000 §4, §5)
import { NextResponse } from "next/server";
import { autocompleteQuerySchema } from "@schemas/api/search";
import { getDb } from "@/server/db/client";
import { handler, parseQuery } from "@/server/http/handler";
import { autocomplete } from "@/server/services/search/autocomplete";
import { rememberedSuggestions } from "@/server/services/remembered-reads";
import { languageVary, requestLang } from "@/server/site/request-lang";

export const GET = handler(async (request) => {
  const lang = requestLang(request);
  const { q } = parseQuery(request, autocompleteQuerySchema);
  const suggestions = await rememberedSuggestions.read(`${lang}:${q}`, async () => autocomplete((await getDb()).db, { lang, q }));
  return NextResponse.json(suggestions, { headers: { "Cache-Control": "public, max-age=60, s-maxage=60", ...languageVary(request) } });
});
