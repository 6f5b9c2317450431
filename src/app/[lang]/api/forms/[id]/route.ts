// GET /{lang}/api/forms/{id}/ — one online form with its fields, email2 appended (000 §3, §7)
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { getServedForm } from "@/server/forms/read-form";
import { handler, notFound } from "@/server/http/handler";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const form = await getServedForm((await getDb()).db, id, lang);
  return form ? NextResponse.json(form) : notFound();
});
