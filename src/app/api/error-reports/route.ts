// POST /api/error-reports/ — a failure the browser saw, forwarded to Sentry or the log (000 §8, 001 §8); CSRF header required
import { NextResponse } from "next/server";
import { clientReportSchema } from "@schemas/api/error-report";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { WindowLimiter } from "@/server/http/window-limiter";
import { reportFailure } from "@/server/observability/report";

const MAX_BODY_BYTES = 4 * 1024;
/** A page reports a few failures at most; more from one address would flood the reports. */
const perAddress = new WindowLimiter(30, 60_000);

export const POST = handler(csrfProtected(async (request) => {
  const wait = perAddress.hit(clientAddress(request));
  if (wait !== null) return NextResponse.json({ detail: "Too many error reports." }, { status: 429, headers: { "Retry-After": String(wait) } });
  const { kind, message, ...context } = clientReportSchema.parse(await readJson(request, MAX_BODY_BYTES));
  reportFailure(kind, { message: message ?? kind, context: { ...context, source: "browser" } });
  return new NextResponse(null, { status: 202 });
}));
