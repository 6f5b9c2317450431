import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, gte, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { FIELD_KIND } from "@schemas/entities/form-field";
import type { TempFile } from "@schemas/api/temp-files";
import { FORM_FILE_MAX_BYTES, FORM_FILE_MAX_MB, FORM_FILE_TYPES, TEMP_FILE_TTL_MS } from "@schemas/rules/form-upload";
import type { Db, Tx } from "../db/open";
import { formFields, formTempFiles, forms } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { sniffFormFile } from "./sniff-upload";

/** Beside the database in the data folder, and outside the public media folder: only editors download these. */
export const formFilesDir = () => path.resolve(process.env.DATA_DIR ?? ".data", "form-uploads");
const fileAt = (token: string) => path.join(formFilesDir(), token);

/** Delete unclaimed files older than the time a submission has to claim them. */
export async function sweepExpiredTempFiles(db: Db, now = new Date()): Promise<number> {
  const expired = await db.delete(formTempFiles)
    .where(and(isNull(formTempFiles.submission_id), lt(formTempFiles.created_at, new Date(now.getTime() - TEMP_FILE_TTL_MS))))
    .returning({ token: formTempFiles.token });
  await removeFormFiles(expired.map(({ token }) => token));
  return expired.length;
}

/** Every file sent to a form, claimed or not: the rows go with the form (by cascade), the bytes by removeFormFiles once that is committed. */
export async function formFileTokens(tx: Tx, formId: number): Promise<string[]> {
  const rows = await tx.select({ token: formTempFiles.token }).from(formTempFiles).where(eq(formTempFiles.form_id, formId));
  return rows.map((row) => row.token);
}

/** Remove kept files whose rows are gone. */
export async function removeFormFiles(tokens: string[]): Promise<void> {
  await Promise.all(tokens.map((token) => rm(fileAt(token), { force: true })));
}

/**
 * Keep a visitor's file for a file field of an online form: at most FORM_FILE_MAX_BYTES, of a
 * type recognised from its bytes. The answer's token is the field's value in the submission.
 */
export async function storeTempFile(db: Db, fieldId: number, file: File | null): Promise<TempFile> {
  const [field] = await db.select({ form_id: formFields.form_id, slug: formFields.slug })
    .from(formFields).innerJoin(forms, eq(forms.id, formFields.form_id))
    .where(and(eq(formFields.id, fieldId), eq(formFields.field_type, FIELD_KIND.file), eq(forms.is_online, true)));
  if (!field) throw new NotFoundError();
  if (!file || file.size === 0) throw ValidationError.field(["file"], "required");
  if (file.size > FORM_FILE_MAX_BYTES) throw ValidationError.field(["file"], "file_too_large", { maximum: FORM_FILE_MAX_MB });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormFile(bytes);
  if (!format) throw ValidationError.field(["file"], "file_type", { allowed: "PDF, JPEG, PNG, GIF, WebP" });
  await sweepExpiredTempFiles(db);

  const token = `${randomBytes(16).toString("hex")}.${format}`;
  const name = file.name.replace(/[\p{Cc}/\\]/gu, "").slice(0, 255) || token;
  await mkdir(formFilesDir(), { recursive: true });
  await writeFile(fileAt(token), bytes, { flag: "wx" });
  try {
    await db.insert(formTempFiles).values({ token, form_id: field.form_id, field_slug: field.slug, name, mime: FORM_FILE_TYPES[format], bytes: bytes.length });
  } catch (error) {
    await rm(fileAt(token), { force: true });
    throw error;
  }
  return { token, name, bytes: bytes.length, mime: FORM_FILE_TYPES[format] };
}

/**
 * Claim the files a submission names, in its transaction: each token must be an unexpired,
 * unclaimed upload for that very form and field. Returns the slugs whose token is not.
 */
export async function claimTempFiles(tx: Tx, formId: number, submissionId: number, files: Record<string, string>, now = new Date()): Promise<string[]> {
  const tokens = Object.values(files);
  if (!tokens.length) return [];
  const rows = await tx.select({ token: formTempFiles.token, field_slug: formTempFiles.field_slug }).from(formTempFiles)
    .where(and(inArray(formTempFiles.token, tokens), eq(formTempFiles.form_id, formId), isNull(formTempFiles.submission_id),
      gte(formTempFiles.created_at, new Date(now.getTime() - TEMP_FILE_TTL_MS))))
    .for("update");
  const found = new Map(rows.map((row) => [row.token, row.field_slug]));
  const refused = Object.entries(files).filter(([slug, token]) => found.get(token) !== slug).map(([slug]) => slug);
  if (refused.length) return refused;
  await tx.update(formTempFiles).set({ submission_id: submissionId }).where(inArray(formTempFiles.token, tokens));
  return [];
}

/** A claimed file for an editor's download, or null. */
export async function readClaimedFile(db: Db, token: string) {
  const [row] = await db.select().from(formTempFiles).where(and(eq(formTempFiles.token, token), isNotNull(formTempFiles.submission_id)));
  if (!row) return null;
  return { ...row, body: await readFile(fileAt(row.token)) };
}
