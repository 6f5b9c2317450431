// GET /api/opening-hours-today/ — today's hours in Berlin, in the language of ?lang= or Accept-Language (001 §7)
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { languageVary, requestLang } from "@/server/site/request-lang";
import { openingHoursToday } from "@/server/site/opening-hours";

export const GET = handler(async (request) => {
  const lang = requestLang(request);
  return NextResponse.json(await openingHoursToday(new Date(), lang), {
    // Shared by every visitor; a minute keeps the day change and an editor's save close to live.
    headers: { "Cache-Control": "public, max-age=60", ...languageVary(request) },
  });
});
