import "server-only";
import { createDocument, type ZodOpenApiObject } from "zod-openapi";
import { moduleSchema, sectionDataSchema } from "@modules/registry";
import { CSRF_COOKIE, CSRF_HEADER } from "../http/csrf";
import { SESSION_COOKIE } from "@schemas/api/auth";
import { getFieldMeta } from "@schemas/rules/field";
import { imageValueSchema } from "@schemas/rules/image";
import { config } from "../config";
import { editorPaths } from "./editor-paths";
import { userAdminPaths } from "./user-admin-paths";
import { publicPaths } from "./public-paths";

/**
 * The OpenAPI 3.1 document of the editor and public APIs, generated from the zod schemas the
 * routes parse with, so it cannot drift from them. Field metadata (labels in both languages,
 * the form widget) is carried along as x-label and x-widget.
 */
export function openApiDocument() {
  const document: ZodOpenApiObject = {
    openapi: "3.1.0",
    info: {
      title: "Museum site API",
      version: "1.0.0",
      description:
        `Editor calls need the ${SESSION_COOKIE} cookie (401 without); unsafe ones also the ${CSRF_HEADER} header with the ${CSRF_COOKIE} cookie's value (403 without). ` +
        "Every path answers with and without its trailing slash. Bad input is a 400 with messages per field.",
    },
    servers: [{ url: config.SITE_URL }],
    tags: [{ name: "editor", description: "In-page editor (logged-in editors)" }, { name: "public", description: "The site's public calls" }],
    paths: { ...publicPaths, ...editorPaths, ...userAdminPaths },
    components: {
      schemas: { Module: moduleSchema, Section: sectionDataSchema, ImageValue: imageValueSchema },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        csrf: { type: "apiKey", in: "header", name: CSRF_HEADER },
      },
    },
  };
  return createDocument(document, {
    override: ({ jsonSchema, zodSchema }) => {
      const meta = getFieldMeta(zodSchema as never);
      if (!meta) return;
      jsonSchema["x-label"] = meta.label;
      jsonSchema["x-widget"] = meta.widget;
      if (meta.options) jsonSchema["x-options"] = meta.options;
    },
  });
}
