import { z } from "zod";
import { idSchema, int4Schema } from "../rules/id";
import { CONTAINER_OWNER_TYPES } from "./editor";

/**
 * Two editors on one page: every section write carries the versions the editor last saw, in
 * this header as `slug=version` pairs (URL-encoded like a query string); the answer names the
 * versions the write left in the same header. A write without it is not checked (API scripts).
 */
export const SECTION_VERSIONS_HEADER = "X-Section-Versions";

const versionSchema = int4Schema(1);

/** The header's value, parsed: slug → version. A malformed one is a 400 naming the header. */
export const sectionVersionsSchema = z.record(z.string().min(1).max(128), versionSchema);
export type SectionVersions = z.infer<typeof sectionVersionsSchema>;

export function parseSectionVersions(value: string | null): SectionVersions {
  if (!value) return {};
  const pairs = [...new URLSearchParams(value)].map(([slug, version]) => [slug, /^\d{1,10}$/.test(version) ? Number(version) : version]);
  const parsed = sectionVersionsSchema.safeParse(Object.fromEntries(pairs));
  if (!parsed.success) throw new z.ZodError([{ code: "custom", path: [SECTION_VERSIONS_HEADER], message: "invalid", input: value }]);
  return parsed.data;
}

export const formatSectionVersions = (versions: SectionVersions) => new URLSearchParams(Object.entries(versions).map(([slug, version]) => [slug, String(version)])).toString();

/** The 409 of a write on an outdated section: the section now (null once deleted) and who changed it. */
export const conflictAnswerSchema = z.object({
  detail: z.string(),
  slug: z.string(),
  section: z.unknown(),
  version: z.number().int().nullable(),
  changed_by: z.string().nullable(),
});
export type ConflictAnswer = z.infer<typeof conflictAnswerSchema>;

/** POST and DELETE {lang}/pageeditor-api/presence/: whose sections the editor has open. */
export const presenceOwnerSchema = z.object({
  content_type: z.enum(CONTAINER_OWNER_TYPES, { error: "invalid_choice" }).default("cms.page"),
  object_id: idSchema,
});
export type PresenceOwner = z.infer<typeof presenceOwnerSchema>;

/** The other editors who have it open now, by name, one entry per browser. */
export const presenceAnswerSchema = z.object({ editors: z.array(z.object({ name: z.string() })) });
export type PresenceAnswer = z.infer<typeof presenceAnswerSchema>;
