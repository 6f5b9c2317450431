// GET /{lang}/api/series/{id}/ — one online series with its upcoming events (000 §2)
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, notFound } from "@/server/http/handler";
import { getSeriesDetail } from "@/server/services/entity-details";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const entity = await getSeriesDetail((await getDb()).db, id, lang);
  return entity ? NextResponse.json(entity) : notFound();
});
