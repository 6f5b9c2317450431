// POST /api/dashboard-error-log/ — the 404 page reports its URL (000 §7); CSRF header required
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { csrfProtected } from "@/server/http/csrf";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { getDb } from "@/server/db/client";
import { notFoundReportWait, tooManyReports } from "@/server/observability/report-limits";
import { recordErrorUrl } from "@/server/site/error-log";

/** More than a URL of the longest allowed size needs: refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024;

export const POST = handler(csrfProtected(async (request) => {
  const { db } = await getDb();
  const wait = await notFoundReportWait(db, clientAddress(request));
  if (wait !== null) return tooManyReports(wait);
  // A body that is no JSON object counts as an empty one: the schema then names the missing url.
  const body: unknown = (await readJson(request, MAX_BODY_BYTES)) ?? {};
  const entry = await recordErrorUrl(db, body);
  return NextResponse.json(entry, { status: 201 });
}));
