import type { FieldErrors } from "@schemas/rules/messages";
import { csrfHeaders } from "../site/http/csrf-header";

export type CallOutcome =
  | { kind: "done"; body: unknown }
  | { kind: "invalid"; errors: FieldErrors }
  /** `detail`: why the server refused (409), e.g. the content that still uses an entity to delete. */
  | { kind: "session_ended" | "forbidden_save" | "gone" | "failed"; detail?: string };

/** An unsafe call of the dashboard (create, delete, restore) with the CSRF header, read as what the form shows next. */
export async function dashboardCall(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<CallOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...csrfHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { kind: "failed" };
  }
  const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { kind: "done", body: answer };
  if (response.status === 400) return { kind: "invalid", errors: (answer as { errors?: FieldErrors } | null)?.errors ?? {} };
  if (response.status === 401) return { kind: "session_ended" };
  if (response.status === 403) return { kind: "forbidden_save" };
  if (response.status === 404) return { kind: "gone" };
  const detail = (answer as { detail?: unknown } | null)?.detail;
  if (response.status === 409 && typeof detail === "string") return { kind: "failed", detail };
  return { kind: "failed" };
}
