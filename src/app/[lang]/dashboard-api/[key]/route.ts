// POST /{lang}/dashboard-api/{key}/ — create an entity (events, productions, series, magazine, people, venues; 400 per field)
import { NextResponse } from "next/server";
import { isCreatableKey } from "@schemas/entities/entity-kinds";
import { createEntity } from "@/server/admin/create-entity";
import { editorRoute, jsonBody } from "@/server/auth/editor-route";
import { NotFoundError } from "@/server/errors";
import { segment } from "@/server/http/params";

export const POST = editorRoute<{ lang: string; key: string }>(async (request, { params, db }) => {
  const key = segment(params.key);
  if (!isCreatableKey(key)) throw new NotFoundError(`no create for ${key}`);
  return NextResponse.json(await createEntity(db, key, await jsonBody(request)), { status: 201 });
});
