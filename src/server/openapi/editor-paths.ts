import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { columnSchema, moduleSchema, moduleTypes, section, sectionDataSchema } from "@modules/registry";
import { loginSchema, loginStateSchema } from "@schemas/api/auth";
import { endedSessionsSchema } from "@schemas/api/sessions";
import {
  columnCreateSchema, moduleMoveSchema, modulePlacementSchema, moduleRefSchema,
  pageSettingsSchema, pageVersionListSchema, restoreAnswerSchema, sectionPatchSchema, sectionPlacementSchema, versionLabelSchema, versionsQuerySchema,
} from "@schemas/api/editor";
import { columnDetailSchema, containerSchema, moduleAnswerSchema } from "./editor-answers";
import { createPageSchema, updatePageSchema } from "@schemas/entities/page";
import { createRedirectSchema, updateRedirectSchema } from "@schemas/entities/redirect";
import { updateSettingsSchema } from "@schemas/entities/settings";
import { finderAnswerSchema, finderQuerySchema, FINDER_KINDS, mediaFileListAnswerSchema, mediaListAnswerSchema, mediaListQuerySchema } from "@schemas/api/finder";
import { mediaFileValueSchema, uploadQuerySchema } from "@schemas/rules/media-file";
import { imageValueSchema } from "@schemas/rules/image";
import { copyLanguageSchema } from "../content/copy-language";
import { conflict, editorResponses, editorSecurity, errors, json, noContent, pathParams, seenVersions } from "./responses";
import { presenceAnswerSchema, presenceOwnerSchema } from "@schemas/api/editor-concurrency";
import { versionDiffSchema } from "@schemas/api/version-diff";
import { publishingActionSchema, publishingOwnerSchema, publishingQuerySchema, publishingStatusSchema, publishScheduleSchema } from "@schemas/api/publishing";

const id = z.string().meta({ description: "The section's slug (its id in the page entity)" });
const moduleId = z.string().meta({ description: "The module's id" });
const index = z.string().meta({ description: "Column index in the section, from 0" });
const moduleType = z.enum(moduleTypes).meta({ description: "The module's type (headline, text, image ...)" });
const pageId = z.string().meta({ description: "Page id" });
const position = z.object({ position: z.number().int().min(0).optional() });

const sectionCreate = z.intersection(sectionPlacementSchema, section.schema.partial().extend({ columns: z.array(columnSchema).optional() }));
const modulePatch = z.intersection(moduleMoveSchema, z.record(z.string(), z.unknown())).meta({
  description: "Any of the module's fields (null removes an optional one); section, column and position move it",
});

const tag = { tags: ["editor"], security: editorSecurity };
const redirectRowSchema = z.object({ id: z.number().int(), old_path: z.string(), new_path: z.string() });

/** The editor API (000 §7: "any {lang}/pageeditor-api/{module}, the module is the body"). */
export const editorPaths: ZodOpenApiPathsObject = {
  "/{lang}/pageeditor-api/login": {
    post: {
      tags: ["editor"], summary: "Log in (JSON only, from this site's pages); sets the sessionid (HttpOnly), has_session and a fresh csrftoken cookie",
      requestParams: pathParams({}), requestBody: json(loginSchema),
      responses: { 200: { description: "Logged in", ...json(loginStateSchema) }, 400: errors[400], 403: errors[403], 415: { description: "The body is not application/json" }, 429: errors[429] },
    },
  },
  "/{lang}/pageeditor-api/logout": {
    post: { ...tag, summary: "Log out (CSRF header when a session exists)", requestParams: pathParams({}), responses: { ...noContent, 403: errors[403] } },
  },
  "/{lang}/pageeditor-api/sessions/others": {
    delete: {
      ...tag, summary: "End the editor's sessions in every other browser, keeping this one", requestParams: pathParams({}),
      responses: editorResponses({ 200: { description: "How many sessions ended", ...json(endedSessionsSchema) } }, []),
    },
  },
  "/{lang}/pageeditor-api/user": {
    get: { ...tag, summary: "The logged-in editor", requestParams: pathParams({}), responses: editorResponses({ 200: { description: "Login state", ...json(loginStateSchema) } }, []) },
  },
  "/{lang}/pageeditor-api/publishing": {
    get: { ...tag, summary: "An owner's publishing state: unpublished changes, last publication, a planned one", requestParams: { ...pathParams({}), query: publishingQuerySchema }, responses: editorResponses({ 200: { description: "The state", ...json(publishingStatusSchema) } }) },
  },
  "/{lang}/pageeditor-api/publishing/publish": {
    post: { ...tag, summary: "Publish the owner's working copy now (revalidates its pages in both languages); a page keeps a version named Published. With seen (and seen_other for the other languages), a section changed, added or removed since answers 409", requestParams: pathParams({}), requestBody: json(publishingActionSchema), responses: { ...editorResponses({ 200: { description: "Published", ...json(publishingStatusSchema) } }), ...conflict } },
  },
  "/{lang}/pageeditor-api/publishing/discard": {
    post: { ...tag, summary: "Put the working copy back to the published state; each section counts its version on. With seen (and seen_other for the other languages), a section changed, added or removed since answers 409", requestParams: pathParams({}), requestBody: json(publishingActionSchema), responses: { ...editorResponses({ 200: { description: "Discarded", ...json(publishingStatusSchema) } }), ...conflict } },
  },
  "/{lang}/pageeditor-api/publishing/schedule": {
    put: { ...tag, summary: "Plan the publication for a time: a Europe/Berlin wall time YYYY-MM-DDTHH:mm or ISO with offset (a past time publishes on the next read)", requestParams: pathParams({}), requestBody: json(publishScheduleSchema), responses: editorResponses({ 200: { description: "Planned", ...json(publishingStatusSchema) } }) },
    delete: { ...tag, summary: "Drop the planned publication", requestParams: pathParams({}), requestBody: json(publishingOwnerSchema), responses: editorResponses({ 200: { description: "Dropped", ...json(publishingStatusSchema) } }) },
  },
  "/{lang}/pageeditor-api/presence": {
    post: { ...tag, summary: "The editor's heartbeat (every 20 s): answers the other editors who have this page open", requestParams: pathParams({}), requestBody: json(presenceOwnerSchema), responses: editorResponses({ 200: { description: "The others", ...json(presenceAnswerSchema) } }, [400]) },
    delete: { ...tag, summary: "The editor was closed", requestParams: pathParams({}), requestBody: json(presenceOwnerSchema), responses: editorResponses(noContent, [400]) },
  },
  "/{lang}/pageeditor-api/container/by-slug/{slug}": {
    get: { ...tag, summary: "One section; 404 makes the editor create it", requestParams: pathParams({ slug: id }), responses: editorResponses({ 200: { description: "Section; X-Section-Versions names its version", ...json(containerSchema) } }, [404]) },
  },
  "/{lang}/pageeditor-api/section": {
    post: { ...tag, summary: "Create a section (id, settings and columns may be left out)", requestParams: pathParams({}), requestBody: json(sectionCreate), responses: editorResponses({ 201: { description: "Created", ...json(containerSchema) } }) },
  },
  "/{lang}/pageeditor-api/section/{id}": {
    get: { ...tag, summary: "Read a section", requestParams: pathParams({ id }), responses: editorResponses({ 200: { description: "Section", ...json(containerSchema) } }, [404]) },
    post: { ...tag, summary: "Replace a section", requestParams: { ...pathParams({ id }), ...seenVersions }, requestBody: json(z.intersection(sectionDataSchema, position)), responses: { ...editorResponses({ 200: { description: "Saved", ...json(containerSchema) } }), ...conflict } },
    patch: { ...tag, summary: "Change a section's settings, columns or position; a new layout refits the columns", requestParams: { ...pathParams({ id }), ...seenVersions }, requestBody: json(sectionPatchSchema), responses: { ...editorResponses({ 200: { description: "Saved", ...json(containerSchema) } }), ...conflict } },
    delete: { ...tag, summary: "Delete a section", requestParams: { ...pathParams({ id }), ...seenVersions }, responses: { ...editorResponses(noContent, [404]), ...conflict } },
  },
  "/{lang}/pageeditor-api/section/{id}/column": {
    post: { ...tag, summary: "Insert a column; the layout follows the new count", requestParams: { ...pathParams({ id }), ...seenVersions }, requestBody: json(columnCreateSchema), responses: { ...editorResponses({ 201: { description: "Created", ...json(columnDetailSchema) } }), ...conflict } },
  },
  "/{lang}/pageeditor-api/section/{id}/column/{index}": {
    get: { ...tag, summary: "Read a column", requestParams: pathParams({ id, index }), responses: editorResponses({ 200: { description: "Column", ...json(columnDetailSchema) } }, [404]) },
    post: { ...tag, summary: "Replace a column's modules", requestParams: { ...pathParams({ id, index }), ...seenVersions }, requestBody: json(columnSchema), responses: { ...editorResponses({ 200: { description: "Saved", ...json(columnDetailSchema) } }), ...conflict } },
    patch: { ...tag, summary: "Replace a column's modules", requestParams: { ...pathParams({ id, index }), ...seenVersions }, requestBody: json(columnSchema), responses: { ...editorResponses({ 200: { description: "Saved", ...json(columnDetailSchema) } }), ...conflict } },
    delete: { ...tag, summary: "Delete a column and its modules (?layout= picks the new layout)", requestParams: { ...pathParams({ id, index }), query: z.object({ layout: section.schema.shape.layout.optional() }), ...seenVersions }, responses: { ...editorResponses(noContent), ...conflict } },
  },
  "/{lang}/pageeditor-api/module": {
    post: { ...tag, summary: "Add a module to a section's column", requestParams: { ...pathParams({}), ...seenVersions }, requestBody: json(z.intersection(modulePlacementSchema, moduleSchema)), responses: { ...editorResponses({ 201: { description: "Created", ...json(moduleAnswerSchema) } }), ...conflict } },
  },
  "/{lang}/pageeditor-api/module/{id}": {
    get: { ...tag, summary: "Read a module and where it sits", requestParams: pathParams({ id: moduleId }), responses: editorResponses({ 200: { description: "Module", ...json(moduleAnswerSchema) } }, [404]) },
    post: { ...tag, summary: "Replace a module (and optionally move it)", requestParams: { ...pathParams({ id: moduleId }), ...seenVersions }, requestBody: json(z.intersection(moduleMoveSchema, moduleSchema)), responses: { ...editorResponses({ 200: { description: "Saved", ...json(moduleAnswerSchema) } }), ...conflict } },
    patch: { ...tag, summary: "Change some fields of a module, or move it", requestParams: { ...pathParams({ id: moduleId }), ...seenVersions }, requestBody: json(modulePatch), responses: { ...editorResponses({ 200: { description: "Saved", ...json(moduleAnswerSchema) } }), ...conflict } },
    delete: { ...tag, summary: "Delete a module", requestParams: { ...pathParams({ id: moduleId }), ...seenVersions }, responses: { ...editorResponses(noContent, [404]), ...conflict } },
  },
  "/{lang}/pageeditor-api/{module}": {
    get: { ...tag, summary: "Read the module of this type that ?id= names", requestParams: { ...pathParams({ module: moduleType }), query: moduleRefSchema }, responses: editorResponses({ 200: { description: "Module", ...json(moduleAnswerSchema) } }, [400, 404]) },
    post: { ...tag, summary: "Add a module of this type (the body's type may be left out)", requestParams: pathParams({ module: moduleType }), requestBody: json(z.intersection(modulePlacementSchema, moduleSchema)), responses: editorResponses({ 201: { description: "Created", ...json(moduleAnswerSchema) } }) },
    patch: { ...tag, summary: "Change some fields of the module of this type the body's id names, or move it", requestParams: pathParams({ module: moduleType }), requestBody: json(z.intersection(moduleRefSchema, modulePatch)), responses: editorResponses({ 200: { description: "Saved", ...json(moduleAnswerSchema) } }) },
    delete: { ...tag, summary: "Delete the module of this type the body's id names", requestParams: pathParams({ module: moduleType }), requestBody: json(moduleRefSchema), responses: editorResponses(noContent, [400, 404]) },
  },
  "/{lang}/pageeditor-api/pages": {
    post: { ...tag, summary: "Create a page (a child page with parent_id)", requestParams: pathParams({}), requestBody: json(createPageSchema), responses: editorResponses({ 201: { description: "Created", ...json(pageSettingsSchema) } }, [400]) },
  },
  "/{lang}/pageeditor-api/pages/{id}": {
    get: { ...tag, summary: "A page's settings", requestParams: pathParams({ id: pageId }), responses: editorResponses({ 200: { description: "Settings", ...json(pageSettingsSchema) } }, [404]) },
    post: { ...tag, summary: "Change the settings given (others keep their values)", requestParams: pathParams({ id: pageId }), requestBody: json(updatePageSchema), responses: editorResponses({ 200: { description: "Saved", ...json(pageSettingsSchema) } }) },
    patch: { ...tag, summary: "Change the settings given (others keep their values); a published page's changed path leaves a 301 redirect from the old one", requestParams: pathParams({ id: pageId }), requestBody: json(updatePageSchema), responses: editorResponses({ 200: { description: "Saved", ...json(pageSettingsSchema) } }) },
    delete: { ...tag, summary: "Move the page and the pages below it to the trash (restorable with their versions)", requestParams: pathParams({ id: pageId }), responses: editorResponses({ 200: { description: "How many pages went", ...json(z.object({ trashed: z.number().int() })) } }, [404]) },
  },
  "/{lang}/dashboard-api/trash/{id}": {
    post: { ...tag, summary: "Restore a page from the trash with the pages that went with it (at the top level when its parent is still there)", requestParams: pathParams({ id: pageId }), responses: editorResponses({ 200: { description: "Restored", ...json(z.object({ restored: z.number().int() })) } }, [404]) },
    delete: { ...tag, summary: "Delete a page in the trash for good, with its sections and versions", requestParams: pathParams({ id: pageId }), responses: editorResponses({ 200: { description: "How many pages were deleted", ...json(z.object({ purged: z.number().int() })) } }, [404]) },
  },
  "/{lang}/dashboard-api/redirects": {
    post: { ...tag, summary: "Create a redirect (admins): no loop, no old path where a live page answers, one entry per old path", requestParams: pathParams({}), requestBody: json(createRedirectSchema), responses: editorResponses({ 201: { description: "Created", ...json(redirectRowSchema) } }, [400]) },
  },
  "/{lang}/dashboard-api/redirects/{id}": {
    get: { ...tag, summary: "One redirect (admins)", requestParams: pathParams({ id: z.string() }), responses: editorResponses({ 200: { description: "The entry", ...json(redirectRowSchema) } }, [404]) },
    patch: { ...tag, summary: "Change a redirect's fields given (admins), checked as on creation", requestParams: pathParams({ id: z.string() }), requestBody: json(updateRedirectSchema), responses: editorResponses({ 200: { description: "Saved", ...json(redirectRowSchema) } }) },
    delete: { ...tag, summary: "Delete a redirect (admins)", requestParams: pathParams({ id: z.string() }), responses: { ...noContent, 401: errors[401], 403: errors[403], 404: errors[404] } },
  },
  "/{lang}/dashboard-api/settings": {
    patch: { ...tag, summary: "Change the site's settings given (admins), e.g. take the site offline; every instance follows within a second", requestParams: pathParams({}), requestBody: json(updateSettingsSchema), responses: editorResponses({ 200: { description: "Saved: the settings as GET /pageeditor-api/settings shows them", ...json(z.looseObject({ is_site_online: z.boolean() })) } }, [400]) },
  },
  "/{lang}/pageeditor-api/pages/{id}/versions": {
    get: { ...tag, summary: "The page's versions, newest first, 50 per page", requestParams: { ...pathParams({ id: pageId }), query: versionsQuerySchema }, responses: editorResponses({ 200: { description: "Versions", ...json(pageVersionListSchema) } }) },
  },
  "/{lang}/pageeditor-api/pages/{id}/versions/{versionId}": {
    patch: { ...tag, summary: "Name a version in the editor's own words (empty or null: saved automatically)", requestParams: pathParams({ id: pageId, versionId: z.string() }), requestBody: json(versionLabelSchema), responses: editorResponses({ 200: { description: "Named", ...json(z.object({ id: z.number().int(), label: z.string().nullable() })) } }) },
  },
  "/{lang}/pageeditor-api/pages/{id}/versions/{versionId}/restore": {
    post: { ...tag, summary: "Restore a version as a new version (sections and texts; URLs and flags stay)", requestParams: pathParams({ id: pageId, versionId: z.string() }), responses: editorResponses({ 201: { description: "Restored", ...json(restoreAnswerSchema) } }, [404]) },
  },
  "/{lang}/pageeditor-api/pages/{id}/versions/{versionId}/compare/{otherId}": {
    get: { ...tag, summary: "What changed from the older of two versions to the newer in {lang}: settings, and modules added, removed, changed (with their fields) or moved", requestParams: pathParams({ id: pageId, versionId: z.string(), otherId: z.string() }), responses: editorResponses({ 200: { description: "The changes", ...json(versionDiffSchema) } }, [404]) },
  },
  "/{lang}/pageeditor-api/copy-language": {
    post: { ...tag, summary: "Start this language's sections from another language's (new ids, one transaction, one version); refused when this language has modules", requestParams: pathParams({}), requestBody: json(copyLanguageSchema), responses: editorResponses({ 201: { description: "The new sections; X-Section-Versions names their versions", ...json(z.object({ results: z.array(containerSchema) })) } }, [404]) },
  },
  "/{lang}/pageeditor-api/finder/{kind}": {
    get: { ...tag, summary: "Finder popups: one kind of entity by title (typo-tolerant), or the ids given, at most 50", requestParams: { ...pathParams({ kind: z.enum(FINDER_KINDS) }), query: finderQuerySchema }, responses: editorResponses({ 200: { description: "Matches", ...json(finderAnswerSchema) } }) },
  },
  "/{lang}/pageeditor-api/media": {
    get: { ...tag, summary: "Image and file finders: the image library (no kind) or its video, audio or captions files (kind), newest first, by keyset (after = the last id shown)", requestParams: { ...pathParams({}), query: mediaListQuerySchema }, responses: editorResponses({ 200: { description: "Images, or files of the kind", ...json(z.union([mediaListAnswerSchema, mediaFileListAnswerSchema])) } }, [400]) },
  },
  "/{lang}/api/temp-files/": {
    post: {
      ...tag, summary: "Upload an image (no kind: JPEG, PNG, WebP, GIF or AVIF, at most 15 MB; derivatives are made) or a media file (kind=video: MP4, WebM; kind=audio: MP3, M4A, OGG; 9 MB each; kind=captions: WebVTT, 0.5 MB). The type is judged by the bytes; too large answers 413",
      requestParams: { ...pathParams({}), query: uploadQuerySchema },
      requestBody: { content: { "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }) }) } } },
      responses: editorResponses({ 201: { description: "The image value a module stores, or the library file (its src goes into the field)", ...json(z.union([imageValueSchema, mediaFileValueSchema])) }, 413: errors[400] }, [400]),
    },
  },
};
