import { z } from "zod";

/** One field that differs between two versions: its key and both values as short text. */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });

/**
 * GET {lang}/pageeditor-api/pages/{id}/versions/{versionId}/compare/{otherId}/ answers what
 * changed from the older of the two versions to the newer, in the route's language: the page's
 * settings and each module added, removed, changed (with its fields) or moved. Keys, not
 * labels: the editor labels them from the schemas in its own language.
 */
export const versionDiffSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  settings: z.array(fieldChangeSchema),
  modules: z.array(z.object({
    id: z.string(),
    type: z.string(),
    change: z.enum(["added", "removed", "changed", "moved"]),
    /** The section it is in (in the newer version; in the older one when removed), counted from 1. */
    section: z.number().int(),
    fields: z.array(fieldChangeSchema),
  })),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;
export type FieldChange = z.infer<typeof fieldChangeSchema>;
