// GET /{lang}/pageeditor-api/media/?q=&limit=&after=&kind= — the media library for the finders, newest
// first (editors only): images without a kind, video/audio/captions files with one
import { NextResponse } from "next/server";
import { mediaListQuerySchema } from "@schemas/api/finder";
import { editorRoute } from "@/server/auth/editor-route";
import { parseQuery } from "@/server/http/handler";
import { listMediaFiles } from "@/server/services/finder/media-file-list";
import { listMedia } from "@/server/services/finder/media-list";

export const GET = editorRoute<{ lang: string }>(async (request, { lang, db }) => {
  const query = parseQuery(request, mediaListQuerySchema);
  return NextResponse.json(query.kind ? await listMediaFiles(db, query.kind, query) : await listMedia(db, lang, query));
});
