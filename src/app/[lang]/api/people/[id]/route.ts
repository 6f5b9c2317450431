// GET /{lang}/api/people/{id}/ — one person of the ensemble with their events, productions and articles (000 §2)
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, notFound } from "@/server/http/handler";
import { getPersonDetail } from "@/server/services/entity-details";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const entity = await getPersonDetail((await getDb()).db, id, lang);
  return entity ? NextResponse.json(entity) : notFound();
});
