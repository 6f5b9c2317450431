import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { unauthorizedSchema } from "@schemas/api/auth";
import { pageEntitySchema } from "@/contracts/page-entity";
import { createErrorLogSchema } from "@schemas/entities/error-log";
import { createRedirectSchema } from "@schemas/entities/redirect";
import { shopPaths } from "../shop/openapi";
import { repositoryPaths } from "./repository-paths";
import { errors, json, noContent, pathParams } from "./responses";

// Answers whose shape is still written as TypeScript in their services are documented as
// open objects here until their schemas move to schemas/api/.
const navigation = z.object({ menu: z.array(z.looseObject({})), footer: z.array(z.looseObject({ title: z.string(), url: z.string() })) });

const tag = { tags: ["public"] };

/** The site's public calls (000 §7, 001 §7). */
export const publicPaths: ZodOpenApiPathsObject = {
  "/{lang}/pageeditor-api/page/{path}": {
    get: {
      ...tag, summary: "A CMS page; offline pages and ?version_id= only for editors",
      requestParams: { ...pathParams({ path: z.string().meta({ description: "The page's path, \"\" for the home page" }) }), query: z.object({ version_id: z.number().int().positive().optional() }) },
      responses: {
        200: { description: "Page entity", ...json(pageEntitySchema) },
        400: errors[400],
        401: { description: "?version_id= without a session", ...json(unauthorizedSchema) },
        404: errors[404],
      },
    },
  },
  "/{lang}/pageeditor-api/nav": {
    get: { ...tag, summary: "Menu and footer navigation", requestParams: pathParams({}), responses: { 200: { description: "Navigation", ...json(navigation) } } },
  },
  "/{lang}/pageeditor-api/redirect": {
    get: { ...tag, summary: "Redirects: a visitor on old_path is sent to new_path (301)", requestParams: pathParams({}), responses: { 200: { description: "Redirects", ...json(z.array(createRedirectSchema)) } } },
  },
  "/api/dashboard-error-log/": {
    post: {
      ...tag, summary: "Report a URL that answered 404 (CSRF header)", security: [{ csrf: [] }], requestBody: json(createErrorLogSchema),
      responses: { 201: { description: "Logged", ...json(z.looseObject({})) }, 400: errors[400], 403: errors[403] },
    },
  },
  "/api/publishing-due/": {
    get: { ...tag, summary: "Carry out the planned publications that are due (the server's own timer calls it; a visitor read of a due page does the same)", responses: { 200: { description: "How many were published", ...json(z.object({ published: z.number().int() })) } } },
  },
  "/api/csrf/": {
    get: {
      ...tag, summary: "Sets the csrftoken cookie when the browser has none; visitor pages are cached without cookies",
      responses: noContent,
    },
  },
  ...repositoryPaths,
  ...shopPaths,
  "/api/openapi.json": {
    get: { ...tag, summary: "This document", responses: { 200: { description: "OpenAPI 3.1 document", ...json(z.looseObject({})) } } },
  },
};
