// GET /api/user-details/ — the visitor's auth state for the header's account link (001 §3, §7)
import { NextResponse } from "next/server";
import { sessionAccount } from "@/server/auth/session";
import { handler } from "@/server/http/handler";
import { requestLang } from "@/server/site/request-lang";
import { userDetails } from "@/server/site/user-details";
import { getCachedSettings } from "@/site/settings/get-settings";

export const GET = handler(async (request) => {
  const lang = requestLang(request);
  const settings = await getCachedSettings();
  // Per visitor, so never cached: the session cookie decides what it says.
  return NextResponse.json(userDetails(await sessionAccount(request), settings.design.webshop_link, lang), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
