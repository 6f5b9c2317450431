import type { Locale } from "@schemas/rules/localized";
import type { SchemaName, SchemaOutput } from "./account-contract";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";

/*
 * The user area's calls from the browser (/api/account/...): the session cookie travels
 * along, unsafe calls carry the CSRF header (fetched first when the page has none yet), and
 * answers are parsed with the contract's schemas, loaded with the first call.
 */

export type AccountFailure = {
  ok: false;
  status: number;
  /** Per-field messages of a 400, already in the visitor's language ("_root" for the form). */
  errors: Record<string, string[]>;
};
export type AccountResult<T> = { ok: true; value: T } | AccountFailure;

/** The contract's schemas; the import runs once, beside the first request. */
export const loadContract = () => import("./account-contract");

/** A call whose answer is checked with the named schema, or passed on unchecked without one. */
export function accountCall<Name extends SchemaName>(path: string, lang: Locale, method: string, body: unknown, schema: Name): Promise<AccountResult<SchemaOutput<Name>>>;
export function accountCall(path: string, lang: Locale, method?: string, body?: unknown): Promise<AccountResult<unknown>>;
export async function accountCall(path: string, lang: Locale, method = "GET", body?: unknown, schema?: SchemaName): Promise<AccountResult<unknown>> {
  // Started beside the request; a failed import (the network gone) is a failed call.
  const contract = loadContract().catch(() => null);
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
  const schemas = await contract;
  if (!schemas) return { ok: false, status: 0, errors: {} };
  if (!response.ok) {
    const parsed = schemas.fieldErrorsSchema.safeParse(json);
    return { ok: false, status: response.status, errors: parsed.success ? parsed.data.errors : {} };
  }
  if (!schema) return { ok: true, value: json };
  const parsed = schemas[schema].safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: response.status, errors: {} };
}

/** End the session; the caller reloads, so every part of the page forgets the account. */
export const logOut = (lang: Locale) => accountCall("logout/", lang, "POST");

/** End the visitor's sessions in every other browser; this one stays logged in. */
export const endOtherSessions = (lang: Locale) => accountCall("sessions/others/", lang, "DELETE", undefined, "endedSessionsSchema");
