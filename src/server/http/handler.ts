import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@schemas/rules/localized";
import { fieldErrors } from "@schemas/rules/messages";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { PayloadTooLargeError, refuseUnsafeText } from "./body";

export interface HandlerContext<P> {
  params: P;
  lang: Locale;
}

/**
 * One wrapper for every route handler: resolves the language from the path, maps errors to
 * their status (400 with per-field messages, 404, 409), and never lets an error become a bare 500.
 */
export function handler<P extends Record<string, string | string[] | undefined>>(
  run: (request: NextRequest, context: HandlerContext<P>) => Promise<Response>,
) {
  return async (request: NextRequest, segment?: { params?: Promise<P> }) => {
    // Routes without dynamic segments get no params.
    const params = ((await segment?.params) ?? {}) as P;
    const langParam = params.lang;
    if (typeof langParam === "string" && !isLocale(langParam)) return notFound();
    // Paths without the prefix (/api/shop-cart/ ...) take ?lang=de|en for their messages.
    const langQuery = request.nextUrl.searchParams.get("lang");
    const lang = typeof langParam === "string" && isLocale(langParam) ? langParam : langQuery !== null && isLocale(langQuery) ? langQuery : DEFAULT_LOCALE;
    try {
      return await run(request, { params, lang });
    } catch (error) {
      if (error instanceof ValidationError) return NextResponse.json({ errors: error.fields(lang) }, { status: 400 });
      if (error instanceof z.ZodError) return NextResponse.json({ errors: fieldErrors(error, lang) }, { status: 400 });
      if (error instanceof NotFoundError) return notFound();
      if (error instanceof ConflictError) return NextResponse.json({ detail: error.message, ...error.body }, { status: 409 });
      if (error instanceof PayloadTooLargeError) return payloadTooLarge(error.limit);
      // A browser that went away mid-request (a tab closed during a heartbeat) is no failure here.
      if (request.signal.aborted) return NextResponse.json({ detail: "Request aborted." }, { status: 400 });
      console.error(`${request.method} ${request.nextUrl.pathname} failed`, error);
      return NextResponse.json({ detail: "Internal server error" }, { status: 500 });
    }
  };
}

export const notFound = () => NextResponse.json({ detail: "Not found." }, { status: 404 });

export const payloadTooLarge = (limit: number) =>
  NextResponse.json({ detail: `Request body too large (at most ${limit} bytes).` }, { status: 413 });

/** Parse the query string with a schema; a bad value becomes a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(request: NextRequest, schema: S): z.output<S> {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  refuseUnsafeText(query);
  return schema.parse(query);
}
