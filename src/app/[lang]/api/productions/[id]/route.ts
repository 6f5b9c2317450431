// GET /{lang}/api/productions/{id}/ — one online production with its dates and contributors (001 §2)
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, notFound } from "@/server/http/handler";
import { getProductionDetail } from "@/server/services/entity-details";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const production = await getProductionDetail((await getDb()).db, id, lang);
  return production ? NextResponse.json(production) : notFound();
});
