import { z } from "zod";
import { field, l, type Widget } from "../rules/field";
import { localized, type Localized } from "../rules/localized";
import { requiredText, TITLE_MAX } from "../rules/text";
import { safeString } from "../rules/safe-text";
import { idSchema, int4Schema } from "../rules/id";
import { SLUG_MAX, SLUG_PATTERN } from "../rules/query-values";

export { idSchema };

/*
 * Building blocks shared by the entity schemas. Two zod 4 facts shape them:
 * - `.partial()` still applies `.default()`, so an update would reset every defaulted field.
 *   Entity fields are therefore `.optional()` and the database column holds the default.
 * - `.partial()` refuses objects with refinements, so entities with cross-field rules export
 *   the plain object as `xFieldsSchema`, `createXSchema` = fields + rule, and
 *   `updateXSchema = xFieldsSchema.partial()`; the service re-checks the merged row.
 */


export const slugSchema = safeString({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(SLUG_MAX, { error: "too_long" })
  .regex(SLUG_PATTERN, { error: "invalid" });

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** A slug proposal for a title, for admin forms ("Über uns & Team" → "ueber-uns-team"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => UMLAUTS[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** HH:MM, 00:00 to 23:59; stored as varchar(5) so that strings compare like times. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeOfDaySchema = z.string({ error: "required" }).regex(TIME_PATTERN, { error: "invalid" });

/** A calendar day, YYYY-MM-DD (what <input type="date"> sends and a `date` column returns). */
export const isoDateSchema = z.iso.date({ error: "invalid_date" });

export const URL_MAX = 2048;

// ---- field helpers: each attaches the form metadata to the outermost schema of a field ----

export const reference = (entity: string, label: Localized<string>) =>
  field(idSchema.nullable().optional(), { label, widget: "reference", reference: entity });

export const requiredReference = (entity: string, label: Localized<string>) =>
  field(idSchema, { label, widget: "reference", reference: entity });

export const REFERENCES_MAX = 100;
export const references = (entity: string, label: Localized<string>) =>
  field(z.array(idSchema).max(REFERENCES_MAX, { error: "too_big" }).optional(), { label, widget: "references", reference: entity });

/** A text both languages must fill in. */
export const localizedTitle = (label: Localized<string>, max = TITLE_MAX) =>
  field(localized(requiredText(max)), { label, widget: "text" });

/** A translated text either language may leave blank; blank is stored as "". */
export const localizedOptional = (label: Localized<string>, max = TITLE_MAX, widget: Widget = "text") =>
  field(localized(safeString().trim().max(max, { error: "too_long" }).default("")).optional(), { label, widget });

export const localizedSlug = () => field(localized(slugSchema), { label: l("Slug", "Slug"), widget: "text" });

export const flag = (label: Localized<string>) => field(z.boolean().optional(), { label, widget: "checkbox" });
export const onlineFlag = () => flag(l("Online", "Online"));
export const showInFilterFlag = () => flag(l("Im Filter zeigen", "Show in filter"));

export const position = () =>
  field(int4Schema(0).optional(), { label: l("Position", "Position"), widget: "number" });

/** Orders two HH:MM times as strings, dates and date-times as instants (offsets differ). */
const compareMoments = (a: string, b: string) =>
  TIME_PATTERN.test(a) && TIME_PATTERN.test(b) ? a.localeCompare(b) : new Date(a).getTime() - new Date(b).getTime();

/** Adds "date_order" on `end` when both ends are set and the end is not after the start. */
export function endAfterStart<K extends string>(startKey: K, endKey: K) {
  return (value: Partial<Record<K, string | null | undefined>>, ctx: z.RefinementCtx) => {
    const start = value[startKey];
    const end = value[endKey];
    if (start && end && compareMoments(end, start) <= 0) {
      ctx.addIssue({ code: "custom", message: "date_order", path: [endKey] });
    }
  };
}
