// /{lang}/dashboard-api/{key}/{id}/ — one entity of the dashboard (events, productions, series,
// magazine, people, venues, forms): GET its change form's values, PATCH the fields given,
// DELETE it (204; a form with its fields and submissions), refused with 409 and the references named while other content uses it
import { NextResponse } from "next/server";
import { isDeletableKey, isEntityKey } from "@schemas/entities/entity-kinds";
import { deleteEntity } from "@/server/admin/delete-entity";
import { referencesMessage } from "@/server/admin/entity-references";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { readEntity, updateEntity } from "@/server/admin/update-entity";
import { NotFoundError } from "@/server/errors";
import { idSegment, segment } from "@/server/http/params";

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

export const DELETE = editorRoute<Params>(async (_request, { params, db, lang }) => {
  const key = segment(params.key);
  if (!isDeletableKey(key)) throw new NotFoundError(`no delete for ${key}`);
  const outcome = await deleteEntity(db, key, idSegment(params.id));
  if (outcome.deleted) return new NextResponse(null, { status: 204 });
  return NextResponse.json({ detail: referencesMessage(lang, outcome.references), references: outcome.references }, { status: 409 });
});
