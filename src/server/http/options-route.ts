import "server-only";
import { NextResponse } from "next/server";
import { cachedFilterOptions } from "../services/cached-reads";
import type { OptionList } from "../services/filter-options";
import { languageVary, requestLang } from "../site/request-lang";
import { handler } from "./handler";

/**
 * GET handler of one option list (/api/rooms/, /api/event-tags/ ...): an array in the
 * language of ?lang= or Accept-Language. Other query keys are ignored.
 */
export const optionsRoute = (list: OptionList) =>
  handler(async (request) => {
    const lang = requestLang(request);
    return NextResponse.json(await cachedFilterOptions(list, lang), {
      headers: { "Cache-Control": "public, max-age=300", ...languageVary(request) },
    });
  });
