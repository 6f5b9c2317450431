// GET /{lang}/api/example — the site's status: language, site and shop online (001 §7)
import { NextResponse } from "next/server";
import type { SiteStatus } from "@schemas/api/site-status";
import { handler } from "@/server/http/handler";
import { getCachedSettings } from "@/site/settings/get-settings";

export const GET = handler<{ lang: string }>(async (_request, { lang }) => {
  const { is_site_online, is_shop_online } = await getCachedSettings();
  const status: SiteStatus = { lang, is_site_online, is_shop_online };
  // Shared by every visitor; a minute keeps an operator's switch close to live.
  return NextResponse.json(status, { headers: { "Cache-Control": "public, max-age=60" } });
});
