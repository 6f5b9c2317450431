import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { unauthorizedSchema } from "../../../schemas/api/auth";
import { breakingNewsListSchema } from "../../../schemas/api/breaking-news";
import { openingHoursTodaySchema } from "../../../schemas/api/opening-hours-today";
import { pageEntitySchema } from "../../../schemas/api/page-entity";
import { langQuerySchema } from "../../../schemas/api/site-query";
import { userDetailsSchema } from "../../../schemas/api/user-details";
import { createErrorLogSchema } from "../../../schemas/entities/error-log";
import { createRedirectSchema } from "../../../schemas/entities/redirect";
import { shopPaths } from "../shop/openapi";
import { errors, json, noContent, pathParams } from "./responses";

// Answers whose shape is still written as TypeScript in their services are documented as
// open objects here until their schemas move to schemas/api/.
const navigation = z.object({ menu: z.array(z.looseObject({})), footer: z.array(z.looseObject({})) });
const settings = z.looseObject({ is_site_online: z.boolean() });

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
  "/pageeditor-api/settings": {
    get: { ...tag, summary: "Site status and the shell's settings", responses: { 200: { description: "Settings", ...json(settings) } } },
  },
  "/api/user-details/": {
    get: { ...tag, summary: "The visitor's login state for the header", requestParams: { query: langQuerySchema }, responses: { 200: { description: "User details", ...json(userDetailsSchema) } } },
  },
  "/api/opening-hours-today/": {
    get: { ...tag, summary: "Today's opening hours (Europe/Berlin)", requestParams: { query: langQuerySchema }, responses: { 200: { description: "Opening hours", ...json(openingHoursTodaySchema) } } },
  },
  "/api/breaking-news/": {
    get: { ...tag, summary: "The current alerts, newest first", requestParams: { query: langQuerySchema }, responses: { 200: { description: "Alerts", ...json(breakingNewsListSchema) } } },
  },
  "/api/dashboard-error-log/": {
    post: {
      ...tag, summary: "Report a URL that answered 404 (CSRF header)", security: [{ csrf: [] }], requestBody: json(createErrorLogSchema),
      responses: { 201: { description: "Logged", ...json(z.looseObject({})) }, 400: errors[400], 403: errors[403] },
    },
  },
  "/api/csrf/": {
    get: {
      ...tag, summary: "Sets the csrftoken cookie when the browser has none; visitor pages are cached without cookies",
      responses: noContent,
    },
  },
  ...shopPaths,
  "/api/openapi.json": {
    get: { ...tag, summary: "This document", responses: { 200: { description: "OpenAPI 3.1 document", ...json(z.looseObject({})) } } },
  },
};
