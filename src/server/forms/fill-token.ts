import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { MIN_FILL_MS } from "@schemas/api/form";
import { secretKey } from "../secret-key";

const TOKEN = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const signature = (formId: number, issuedAt: number) =>
  createHmac("sha256", secretKey()).update(`form-fill:${formId}:${issuedAt}`).digest();

/** The time a visitor started a form, signed for that form: `{form}.{ms}.{HMAC-SHA256}`. */
export function issueFillToken(formId: number, now = Date.now()): string {
  return `${formId}.${now}.${signature(formId, now).toString("base64url")}`;
}

/**
 * Whether a submission of the form comes at least MIN_FILL_MS after a start this server
 * signed for it. Missing, forged, another form's or too fast are all a script's.
 */
export function filledByPerson(token: string | undefined, formId: number, now = Date.now()): boolean {
  const match = token ? TOKEN.exec(token) : null;
  if (!match || Number(match[1]) !== formId) return false;
  const issuedAt = Number(match[2]);
  const sent = Buffer.from(match[3]!, "base64url");
  return timingSafeEqual(sent, signature(formId, issuedAt)) && now - issuedAt >= MIN_FILL_MS;
}
