// /{lang}/dashboard-api/{key}/{id}/ — one entity of the dashboard (events, productions, series,
// magazine, people, venues, forms): GET its change form's values, PATCH the fields given
import { NextResponse } from "next/server";
import { isEntityKey } from "../../../../../dashboard/entity-kinds";
import { editorRoute, jsonBody } from "../../../../../server/auth/editor-route";
import { readEntity, updateEntity } from "../../../../../server/admin/update-entity";
import { NotFoundError } from "../../../../../server/errors";
import { idSegment, segment } from "../../../../../server/http/params";

type Params = { lang: string; key: string; id: string };

const entityKey = (value: string) => {
  if (!isEntityKey(value)) throw new NotFoundError(`unknown entity kind ${value}`);
  return value;
};

export const GET = editorRoute<Params>(async (_request, { params, db }) =>
  NextResponse.json(await readEntity(db, entityKey(segment(params.key)), idSegment(params.id))));

export const PATCH = editorRoute<Params>(async (request, { params, db }) => {
  const key = entityKey(segment(params.key));
  return NextResponse.json(await updateEntity(db, key, idSegment(params.id), await jsonBody(request)));
});
