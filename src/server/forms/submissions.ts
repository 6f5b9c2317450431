import "server-only";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { SubmissionQuery } from "@schemas/entities/form-fields-list";
import type { Db } from "../db/open";
import { formSubmissions, formTempFiles } from "../db/schema";
import { dayStart, nextDayStart } from "@schemas/rules/dates";

export const SUBMISSIONS_PAGE = 50;
/** The export's bound: more rows than this are exported in date ranges. */
export const EXPORT_MAX_ROWS = 20_000;

function conditions(formId: number, query: Pick<SubmissionQuery, "from" | "to" | "before">): SQL {
  const parts: SQL[] = [eq(formSubmissions.form_id, formId)];
  if (query.from) parts.push(gte(formSubmissions.created_at, dayStart(query.from)));
  if (query.to) parts.push(lt(formSubmissions.created_at, nextDayStart(query.to)));
  // Ids grow with time, so "older than this id" is a stable keyset for the next page.
  if (query.before) parts.push(lt(formSubmissions.id, query.before));
  return and(...parts)!;
}

/** One page of a form's submissions, newest first, with the cursor of the next page (or null). */
export async function listSubmissions(db: Db, formId: number, query: SubmissionQuery) {
  const rows = await db.select().from(formSubmissions).where(conditions(formId, query))
    .orderBy(desc(formSubmissions.id)).limit(SUBMISSIONS_PAGE + 1);
  const page = rows.slice(0, SUBMISSIONS_PAGE);
  return { rows: page, next: rows.length > SUBMISSIONS_PAGE ? page.at(-1)!.id : null };
}

/** How many submissions a form holds (its delete takes them along). */
export const countSubmissions = (db: Db, formId: number) => db.$count(formSubmissions, eq(formSubmissions.form_id, formId));

/** Every submission in the range, oldest first, for the export (bounded). */
export async function exportSubmissions(db: Db, formId: number, query: SubmissionQuery) {
  return db.select().from(formSubmissions).where(conditions(formId, { from: query.from, to: query.to }))
    .orderBy(formSubmissions.id).limit(EXPORT_MAX_ROWS);
}

/** One submission with the files it claimed (by token), or null. */
export async function getSubmission(db: Db, formId: number, id: number) {
  const [row] = await db.select().from(formSubmissions).where(and(eq(formSubmissions.form_id, formId), eq(formSubmissions.id, id)));
  if (!row) return null;
  const files = await db.select({ token: formTempFiles.token, name: formTempFiles.name, bytes: formTempFiles.bytes, field_slug: formTempFiles.field_slug })
    .from(formTempFiles).where(eq(formTempFiles.submission_id, id));
  return { ...row, files };
}
