// GET /{lang}/pageeditor-api/finder/{kind}/?q=&limit=&ids= — the finder popups' search over one kind of entity (editors only)
import { NextResponse } from "next/server";
import { finderQuerySchema, isFinderKind, type FinderAnswer } from "@schemas/api/finder";
import { editorRoute } from "@/server/auth/editor-route";
import { NotFoundError } from "@/server/errors";
import { parseQuery } from "@/server/http/handler";
import { segment } from "@/server/http/params";
import { findEntities } from "@/server/services/finder/find";

export const GET = editorRoute<{ lang: string; kind: string }>(async (request, { params, lang, db }) => {
  const kind = segment(params.kind);
  if (!isFinderKind(kind)) throw new NotFoundError(`no finder for ${kind}`);
  const query = parseQuery(request, finderQuerySchema);
  const answer: FinderAnswer = { kind, results: await findEntities(db, kind, lang, query) };
  return NextResponse.json(answer);
});
