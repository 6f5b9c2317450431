import type { Locale } from "../../../schemas/rules/localized";
import { csrfHeaders } from "../../site/http/csrf-header";
import type { AuthGate } from "./auth-gate";

/** A refused editor call: 400 carries per-field messages ({ errors: { path: [text] } }). */
export class EditorApiError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`editor API answered ${status}`);
  }

  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === "object" ? (errors as Record<string, string[]>) : {};
  }
}

export type EditorApi = <T = unknown>(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) => Promise<T>;

/**
 * Calls to {lang}/pageeditor-api/ with the session cookie and the CSRF header. A 401 waits
 * for the login modal and sends the same call again; the header is read anew each time,
 * because logging in rotates the CSRF cookie.
 */
export function createEditorApi(lang: Locale, gate: AuthGate): EditorApi {
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (;;) {
      const response = await fetch(`/${lang}/pageeditor-api/${path}`, {
        method,
        credentials: "same-origin",
        cache: "no-store",
        headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...csrfHeaders() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401) {
        await gate.wait();
        continue;
      }
      const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      if (!response.ok) throw new EditorApiError(response.status, answer);
      return answer as T;
    }
  };
}
