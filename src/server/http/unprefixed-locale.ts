import "server-only";
import type { NextRequest } from "next/server";
import { requestLang } from "../site/request-lang";
import { handler } from "./handler";

type LocaleRoute = (request: NextRequest, segment: { params: Promise<{ lang: string }> }) => Promise<Response>;

/**
 * A /{lang}/api/... list reached without its prefix (/api/events/): the language comes from
 * ?lang= or Accept-Language (German without either), then the prefixed route's own handler
 * answers. The answer may differ by Accept-Language, so caches must key on it.
 */
export const unprefixedLocale = (route: LocaleRoute) =>
  handler(async (request) => {
    const lang = requestLang(request);
    const response = await route(request, { params: Promise.resolve({ lang }) });
    response.headers.append("Vary", "Accept-Language");
    return response;
  });
