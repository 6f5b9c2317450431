// GET /{lang}/api/forms/{id}/start/ — the signed time a visitor's form started, sent back with the entry as fill_token
import { NextResponse } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { issueFillToken } from "@/server/forms/fill-token";
import { handler } from "@/server/http/handler";

export const GET = handler<{ lang: string; id: string }>(async (_request, { params }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  // Per visit, so never cached: a shared answer would start every visitor's clock at once.
  return NextResponse.json({ fill_token: issueFillToken(id) }, { headers: { "Cache-Control": "private, no-store" } });
});
