import { z } from "zod";
import type { Locale } from "@schemas/rules/localized";
import { endedSessionsSchema } from "@schemas/api/sessions";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";

/*
 * The user area's calls from the browser (/api/account/...): the session cookie travels
 * along, unsafe calls carry the CSRF header (fetched first when the page has none yet), and
 * answers are parsed with the contract's schemas.
 */

export type AccountFailure = {
  ok: false;
  status: number;
  /** Per-field messages of a 400, already in the visitor's language ("_root" for the form). */
  errors: Record<string, string[]>;
};
export type AccountResult<T> = { ok: true; value: T } | AccountFailure;

const errorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export async function accountCall<T = unknown>(
  path: string, lang: Locale, method = "GET", body?: unknown, schema?: z.ZodType<T>,
): Promise<AccountResult<T>> {
  let response: Response;
  try {
    if (method !== "GET") await ensureCsrfToken();
    response = await fetch(`/api/account/${path}?lang=${lang}`, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(method === "GET" ? {} : csrfHeaders()) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, errors: {} };
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorsSchema.safeParse(json);
    return { ok: false, status: response.status, errors: parsed.success ? parsed.data.errors : {} };
  }
  if (!schema) return { ok: true, value: json as T };
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: response.status, errors: {} };
}

/** End the session; the caller reloads, so every part of the page forgets the account. */
export const logOut = (lang: Locale) => accountCall("logout/", lang, "POST");

/** End the visitor's sessions in every other browser; this one stays logged in. */
export const endOtherSessions = (lang: Locale) => accountCall("sessions/others/", lang, "DELETE", undefined, endedSessionsSchema);
