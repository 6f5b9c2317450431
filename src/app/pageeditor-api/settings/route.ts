// GET /pageeditor-api/settings — site status and the shell's HTML blocks (000 §7, 001 §3)
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { getCachedSettings } from "@/site/settings/get-settings";

export const GET = handler(async () => {
  const { header_logo_url: _logoUrl, ...settings } = await getCachedSettings();
  return NextResponse.json(settings);
});
