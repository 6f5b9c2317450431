// /{lang}/pageeditor-api/pages/{id}/ — a page's settings: GET, POST or PATCH to change the fields given, DELETE to move it to the trash
import { NextResponse } from "next/server";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { getPageSettings, updatePage } from "@/server/content/page-settings";
import { trashPage } from "@/server/content/page-trash";
import { idSegment } from "@/server/http/params";

type Params = { lang: string; id: string };

export const GET = editorRoute<Params>(async (_request, { params, db }) => NextResponse.json(await getPageSettings(db, idSegment(params.id))));

// Both change only the fields given: a settings form may send all of them, a toggle just one.
const update = editorRoute<Params>(async (request, { params, db, user }) =>
  NextResponse.json(await updatePage(db, idSegment(params.id), await jsonBody(request), user.id)),
);
export const POST = update;
export const PATCH = update;

// The page and the pages below it go to the trash (restored or purged from the dashboard).
export const DELETE = editorRoute<Params>(async (_request, { params, db, user }) =>
  NextResponse.json({ trashed: await trashPage(db, idSegment(params.id), user.id) }),
);
