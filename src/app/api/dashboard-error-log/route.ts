// POST /api/dashboard-error-log/ — the 404 page reports its URL (000 §7); CSRF header required
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { csrfProtected } from "@/server/http/csrf";
import { readJson } from "@/server/http/body";
import { clientAddress } from "@/server/http/client-address";
import { WindowLimiter } from "@/server/http/window-limiter";
import { getDb } from "@/server/db/client";
import { recordErrorUrl } from "@/server/site/error-log";

/** More than a URL of the longest allowed size needs: refused before it is read. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The 404 page reports each bad URL once per visit; more than that from one address is a
 * script filling the editors' list, answered 429 without a write.
 */
const perAddress = new WindowLimiter(30, 60_000);

export const POST = handler(csrfProtected(async (request) => {
  const wait = perAddress.hit(clientAddress(request));
  if (wait !== null) return NextResponse.json({ detail: "Too many error reports." }, { status: 429, headers: { "Retry-After": String(wait) } });
  // A body that is no JSON object counts as an empty one: the schema then names the missing url.
  const body: unknown = (await readJson(request, MAX_BODY_BYTES)) ?? {};
  const entry = await recordErrorUrl((await getDb()).db, body);
  return NextResponse.json(entry, { status: 201 });
}));
