// GET /{lang}/pageeditor-api/redirect — the list of {old_path, new_path} (000 §7)
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { getCachedRedirects } from "@/site/redirects/get-redirects";

export const GET = handler<{ lang: string }>(async () => NextResponse.json(await getCachedRedirects()));
