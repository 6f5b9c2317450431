// GET /{lang}/pageeditor-api/media/?q=&limit=&after= — the image library for the image finder, newest first (editors only)
import { NextResponse } from "next/server";
import { mediaListQuerySchema } from "../../../../../schemas/api/finder";
import { editorRoute } from "../../../../server/auth/editor-route";
import { parseQuery } from "../../../../server/http/handler";
import { listMedia } from "../../../../server/services/finder/media-list";

export const GET = editorRoute<{ lang: string }>(async (request, { lang, db }) =>
  NextResponse.json(await listMedia(db, lang, parseQuery(request, mediaListQuerySchema))),
);
