import type { Locale } from "@schemas/rules/localized";
import { parseSectionVersions, SECTION_VERSIONS_HEADER } from "@schemas/api/editor-concurrency";
import { csrfHeaders } from "@/site/http/csrf-header";
import type { AuthGate } from "./auth-gate";
import type { VersionStore } from "./version-store";

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

/** `sections`: the sections a write changes, whose versions it carries (a 409 when outdated). */
export type EditorApi = <T = unknown>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown, sections?: readonly string[]) => Promise<T>;

/**
 * Calls to {lang}/pageeditor-api/ with the session cookie and the CSRF header. A 401 waits
 * for the login modal and sends the same call again; the header is read anew each time,
 * because logging in rotates the CSRF cookie. A write names the versions of the sections it
 * changes as the editor saw them, and the answer's versions are kept for the next one.
 */
export function createEditorApi(lang: Locale, gate: AuthGate, versions?: VersionStore): EditorApi {
  return async function call<T>(method: string, path: string, body?: unknown, sections: readonly string[] = []): Promise<T> {
    for (;;) {
      const seen = versions?.header(sections) ?? null;
      const response = await fetch(`/${lang}/pageeditor-api/${path}`, {
        method,
        credentials: "same-origin",
        cache: "no-store",
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(seen === null ? {} : { [SECTION_VERSIONS_HEADER]: seen }),
          ...csrfHeaders(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401) {
        await gate.wait();
        continue;
      }
      versions?.learn(parseSectionVersions(response.headers.get(SECTION_VERSIONS_HEADER)));
      const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      if (!response.ok) throw new EditorApiError(response.status, answer);
      return answer as T;
    }
  };
}
