// GET /api/breaking-news/ — the current alerts, newest first, in the language of ?lang= or Accept-Language (001 §7)
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { languageVary, requestLang } from "@/server/site/request-lang";
import { breakingNewsNow } from "@/server/site/breaking-news";

export const GET = handler(async (request) => {
  const lang = requestLang(request);
  return NextResponse.json(await breakingNewsNow(new Date(), lang), {
    headers: { "Cache-Control": "public, max-age=60", ...languageVary(request) },
  });
});
