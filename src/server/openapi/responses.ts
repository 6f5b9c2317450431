import "server-only";
import { z } from "zod";
import type { ZodOpenApiResponsesObject } from "zod-openapi";
import { tooManyAttemptsSchema, unauthorizedSchema } from "@schemas/api/auth";
import { fieldErrorsSchema } from "@schemas/api/field-errors";
import { conflictAnswerSchema, SECTION_VERSIONS_HEADER } from "@schemas/api/editor-concurrency";

/** Building blocks of the OpenAPI paths: answers every editor call shares. */
export const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });

const detail = z.object({ detail: z.string() });

export const errors = {
  400: { description: "Bad input: messages per field, keyed by the field's dotted path", ...json(fieldErrorsSchema) },
  401: { description: "No session: the editor opens its login modal when showModalRedirect is true", ...json(unauthorizedSchema) },
  403: { description: "Missing or wrong CSRF token (X-CSRFToken header = csrftoken cookie)", ...json(detail) },
  404: { description: "Unknown id", ...json(detail) },
  429: { description: "Too many login attempts; Retry-After says when to try again", ...json(tooManyAttemptsSchema) },
} as const;

/** The answers of an editor call: its own, plus 401 and 403 (and 400/404 where they apply). */
export function editorResponses(ok: ZodOpenApiResponsesObject, extra: (400 | 404)[] = [400, 404]): ZodOpenApiResponsesObject {
  return { ...ok, ...Object.fromEntries(extra.map((code) => [code, errors[code]])), 401: errors[401], 403: errors[403] };
}

export const noContent = { 204: { description: "Done" } };

export const editorSecurity = [{ session: [], csrf: [] }];

export const pathParams = <S extends z.ZodRawShape>(shape: S) => ({ path: z.object({ lang: z.enum(["de", "en"]), ...shape }) });

/** A section write's optional header of the versions the editor saw, and its 409. */
export const seenVersions = {
  header: z.object({
    [SECTION_VERSIONS_HEADER]: z.string().optional().meta({ description: "slug=version pairs as in a query string; the answer names the new versions the same way" }),
  }),
};
export const conflict = { 409: { description: "A section changed since the version sent: the section now (null once deleted), its version and who changed it", ...json(conflictAnswerSchema) } };
