import "server-only";
import type { NextRequest } from "next/server";
import { languageVary, requestLang } from "../site/request-lang";
import { handler } from "./handler";

type LocaleRoute = (request: NextRequest, segment: { params: Promise<{ lang: string }> }) => Promise<Response>;

/**
 * A /{lang}/api/... list reached without its prefix (/api/events/): the language comes from
 * ?lang= or Accept-Language (German without either), then the prefixed route's own handler
 * answers. When Accept-Language chose, the answer differs by it, and caches must key on it.
 */
export const unprefixedLocale = (route: LocaleRoute) =>
  handler(async (request) => {
    const lang = requestLang(request);
    const response = await route(request, { params: Promise.resolve({ lang }) });
    const { Vary } = languageVary(request);
    if (Vary) response.headers.append("Vary", Vary);
    return response;
  });
