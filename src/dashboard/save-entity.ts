import type { FieldErrors } from "@schemas/rules/messages";
import type { Locale } from "@schemas/rules/localized";
import { csrfHeaders } from "../site/http/csrf-header";
import type { EntityKey } from "@schemas/entities/entity-kinds";

export type SaveOutcome =
  | { kind: "saved"; values: Record<string, unknown> }
  | { kind: "unchanged" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "session_ended" | "forbidden_save" | "gone" | "failed" };

/** PATCH /{lang}/dashboard-api/{key}/{id}/ with the changed fields, read as what the form shows next. */
export async function saveEntity(lang: Locale, key: EntityKey, id: number, change: Record<string, unknown>): Promise<SaveOutcome> {
  if (!Object.keys(change).length) return { kind: "unchanged" };
  let response: Response;
  try {
    response = await fetch(`/${lang}/dashboard-api/${key}/${id}/`, {
      method: "PATCH",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", ...csrfHeaders() },
      body: JSON.stringify(change),
    });
  } catch {
    return { kind: "failed" };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === "object") return { kind: "saved", values: body as Record<string, unknown> };
  if (response.status === 400) return { kind: "invalid", errors: (body as { errors?: FieldErrors } | null)?.errors ?? {} };
  if (response.status === 401) return { kind: "session_ended" };
  if (response.status === 403) return { kind: "forbidden_save" };
  if (response.status === 404) return { kind: "gone" };
  return { kind: "failed" };
}
