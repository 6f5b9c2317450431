// GET /{lang}/pageeditor-api/nav — main menu and footer navigation (000 §7)
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { getCachedNavigation } from "@/site/navigation/get-navigation";

export const GET = handler<{ lang: string }>(async (_request, { lang }) => NextResponse.json(await getCachedNavigation(lang)));
