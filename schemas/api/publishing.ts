import { z } from "zod";
import { TZDate } from "@date-fns/tz";
import { CONTAINER_OWNER_TYPES } from "./editor";
import { sectionVersionsSchema } from "./editor-concurrency";
import { SITE_TIME_ZONE } from "../rules/dates";
import { idSchema, idTextSchema } from "../rules/id";

/**
 * Drafts and publishing in the editor API (/{lang}/pageeditor-api/publishing/...): whose
 * sections (a CMS page or an entity with modules), and for a plan, when.
 */

export const publishingOwnerSchema = z.object({
  content_type: z.enum(CONTAINER_OWNER_TYPES, { error: "invalid_choice" }).default("cms.page"),
  object_id: idSchema,
});
export type PublishingOwner = z.infer<typeof publishingOwnerSchema>;

/**
 * POST publish/ and discard/: the owner and, from the editor, `seen`: the version of every
 * section of the owner in the request's language as the editor shows them, and `seen_other`:
 * those of the other languages as the publishing status last named them (publishing takes
 * every language along). A section changed, added or removed since answers 409; without them
 * (a script) nothing is checked.
 */
export const publishingActionSchema = publishingOwnerSchema.extend({
  seen: sectionVersionsSchema.optional(),
  seen_other: sectionVersionsSchema.optional(),
});

/** The status query: ?content_type=&object_id= (the id comes as text). */
export const publishingQuerySchema = publishingOwnerSchema.extend({ object_id: idTextSchema });

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall-clock time in Europe/Berlin as a datetime-local field sends it ("2026-12-01T09:30")
 * as the instant it names; null for a time that does not exist on the calendar.
 */
export function berlinWallTime(value: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, SITE_TIME_ZONE);
  if (date.getDate() !== day || date.getMonth() !== month - 1 || date.getHours() !== hour) return null;
  return new Date(date.getTime());
}

/** The instant as the datetime field shows it in Europe/Berlin. */
export function toBerlinWallTime(instant: Date): string {
  const date = new TZDate(instant, SITE_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * PUT .../publishing/schedule/: publish at a Berlin wall time, or an ISO time with offset. A
 * time already past is allowed: the next read publishes it (the API's way to publish late).
 */
export const publishScheduleSchema = publishingOwnerSchema.extend({
  publish_at: z.string({ error: "required" }).transform((value, ctx) => {
    const instant = WALL_TIME.test(value) ? berlinWallTime(value) : z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : null;
    if (!instant) {
      ctx.addIssue({ code: "custom", message: "invalid_date" });
      return z.NEVER;
    }
    return instant;
  }),
});

/** GET .../publishing/ answers an owner's state; the editor header shows it. */
export const publishingStatusSchema = z.object({
  content_type: z.string(),
  object_id: z.number().int(),
  /** The working copy differs from what visitors see. */
  has_changes: z.boolean(),
  published_at: z.string().nullable(),
  published_by: z.string().nullable(),
  /** A planned publication (ISO); null when none. */
  publish_at: z.string().nullable(),
  scheduled_by: z.string().nullable(),
  /**
   * The owner's sections in the languages other than the request's, which a publish or a
   * discard takes along: whether they differ from what visitors see, and their versions.
   */
  other_languages: z.object({ has_changes: z.boolean(), versions: sectionVersionsSchema }),
});
export type PublishingStatus = z.infer<typeof publishingStatusSchema>;
