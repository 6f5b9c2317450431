import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { editEditorSchema, editorAccountSchema, newEditorSchema, newPasswordSchema } from "@schemas/entities/user-admin";
import { editorResponses, editorSecurity, json, noContent, errors, pathParams } from "./responses";

const tag = { tags: ["editor"], security: editorSecurity };
const account = json(editorAccountSchema);

/** The user admin's calls (admins) and the one call an account with a one-time password may make. */
export const userAdminPaths: ZodOpenApiPathsObject = {
  "/{lang}/dashboard-api/users": {
    post: { ...tag, summary: "Create an editor account (admins); the answer holds its one-time password, the only time it is shown", requestParams: pathParams({}), requestBody: json(newEditorSchema), responses: editorResponses({ 201: { description: "Created", ...json(z.object({ account: editorAccountSchema, password: z.string() })) } }, [400]) },
  },
  "/{lang}/dashboard-api/users/{id}": {
    patch: { ...tag, summary: "Change an editor account's role or active flag (admins); not one's own demotion or deactivation, not the last active admin", requestParams: pathParams({ id: z.string() }), requestBody: json(editEditorSchema), responses: editorResponses({ 200: { description: "Saved", ...account } }, [400, 404]) },
    delete: { ...tag, summary: "Deactivate an editor account (admins); its sessions end", requestParams: pathParams({ id: z.string() }), responses: editorResponses({ 200: { description: "Deactivated", ...account } }, [400, 404]) },
  },
  "/{lang}/dashboard-api/password": {
    post: { ...tag, summary: "Replace the one-time password with one's own; until then every other editor call answers 403", requestParams: pathParams({}), requestBody: json(newPasswordSchema), responses: { ...noContent, 400: errors[400], 401: errors[401], 403: errors[403] } },
  },
};
