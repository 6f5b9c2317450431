// GET /{lang}/api/events/{id}/ — one online event with its detail sections (001 §2, §3)
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, notFound } from "@/server/http/handler";
import { getEventDetail } from "@/server/services/event-detail";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const event = await getEventDetail((await getDb()).db, id, lang);
  return event ? NextResponse.json(event) : notFound();
});
