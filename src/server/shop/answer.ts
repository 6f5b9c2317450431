import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "../db/client";
import { CSRF_COOKIE } from "../http/csrf";
import { ValidationError } from "../errors";
import { parseJson, readText, refuseUnsafeText } from "../http/body";
import { ShopError } from "./adapter";
import { cartToken, shopErrorStatus, shopJson, withCookies } from "./http";
import { idempotent, IDEMPOTENCY_KEY_PATTERN, requestHash, type Answer } from "./idempotency";

/** More than any cart call needs: refused before it is parsed. */
const MAX_BODY_BYTES = 16 * 1024;

/** The body as text (hashed for idempotency) and as JSON; anything but a JSON object reads as {}. */
export async function readJsonBody(request: NextRequest): Promise<{ text: string; json: unknown }> {
  const text = await readText(request, MAX_BODY_BYTES);
  const json = parseJson(text);
  refuseUnsafeText(json);
  return { text, json: json !== null && typeof json === "object" ? json : {} };
}

/** A shop refusal as an answer that can be stored and replayed like a success. */
export async function refusalAsAnswer(run: () => Promise<Answer>): Promise<Answer> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    return { status: shopErrorStatus(error.code), body: { code: error.code, detail: error.message }, cookies: [] };
  }
}

const toResponse = (answer: Answer, replayed = false) => {
  const response = withCookies(shopJson(answer.body, answer.status), answer.cookies);
  if (replayed) response.headers.set("Idempotent-Replayed", "true");
  return response;
};

/**
 * Answer an unsafe cart call, once per Idempotency-Key when the client sends one
 * (idempotency.ts): the stored answer with its cookies is replayed, 409 while the first
 * request runs, 422 for the same key with another request (method, path, query, CSRF cookie,
 * cart, body).
 */
export async function answerOnce(request: NextRequest, bodyText: string, run: () => Promise<Answer>): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key === null) return toResponse(await refusalAsAnswer(run));
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw ValidationError.field(["Idempotency-Key"], "invalid");
  // The browser's CSRF secret is part of the request: a replay (which may carry a new cart's
  // token cookie) only ever goes to the browser that sent the first request.
  const hash = requestHash([
    request.method, request.nextUrl.pathname.replace(/\/$/, ""), request.nextUrl.search, request.cookies.get(CSRF_COOKIE)?.value ?? null, cartToken(request), bodyText,
  ]);
  const result = await idempotent((await getDb()).db, key, hash, () => refusalAsAnswer(run));
  switch (result.kind) {
    case "fresh":
      return toResponse(result.answer);
    case "replay":
      return toResponse(result.answer, true);
    case "running":
      return shopJson({ code: 409, detail: "A request with this Idempotency-Key is still being processed." }, 409);
    case "mismatch":
      return shopJson({ code: 422, detail: "This Idempotency-Key was used for a different request." }, 422);
  }
}
