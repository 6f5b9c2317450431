// /{lang}/dashboard-api/trash/{id}/ — a page in the trash: POST restores it (with the pages
// that went with it and its versions), DELETE removes it for good
import { NextResponse } from "next/server";
import { editorRoute } from "@/server/auth/editor-route";
import { purgePage, restorePage } from "@/server/content/page-trash";
import { idSegment } from "@/server/http/params";

type Params = { lang: string; id: string };

export const POST = editorRoute<Params>(async (_request, { params, db }) => {
  await restorePage(db, idSegment(params.id));
  return NextResponse.json({ restored: idSegment(params.id) });
});

export const DELETE = editorRoute<Params>(async (_request, { params, db }) =>
  NextResponse.json({ purged: await purgePage(db, idSegment(params.id)) }));
