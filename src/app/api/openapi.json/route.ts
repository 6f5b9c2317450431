// GET /api/openapi.json — the OpenAPI 3.1 document of the editor and public APIs
import { NextResponse } from "next/server";
import { handler } from "@/server/http/handler";
import { openApiDocument } from "@/server/openapi/document";

let document: ReturnType<typeof openApiDocument> | undefined;

export const GET = handler(async () => {
  // Built once per process: it depends only on the code.
  document ??= openApiDocument();
  return NextResponse.json(document, { headers: { "Cache-Control": "public, max-age=3600" } });
});
