// POST /api/error-reports/ — a failure the browser saw, forwarded to Sentry or the log (000 §8, 001 §8); CSRF header required
import { NextResponse } from "next/server";
import { clientReportSchema } from "@schemas/api/error-report";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { reportFailure } from "@/server/observability/report";
import { browserReportWait, tooManyReports } from "@/server/observability/report-limits";

const MAX_BODY_BYTES = 4 * 1024;

export const POST = handler(csrfProtected(async (request) => {
  const wait = await browserReportWait(clientAddress(request));
  if (wait !== null) return tooManyReports(wait);
  const { kind, message, ...context } = clientReportSchema.parse(await readJson(request, MAX_BODY_BYTES));
  reportFailure(kind, { message: message ?? kind, context: { ...context, source: "browser" } });
  return new NextResponse(null, { status: 202 });
}));
