// GET /{lang}/api/articles/{id}/ — one published article with its body modules (001 §2)
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, notFound } from "@/server/http/handler";
import { getArticleDetail } from "@/server/services/entity-details";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const article = await getArticleDetail((await getDb()).db, id, lang);
  return article ? NextResponse.json(article) : notFound();
});
