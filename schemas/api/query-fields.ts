import { z } from "zod";
import { SLUG_PATTERN } from "../entities/common";
import { parseUrlDate } from "../rules/dates";

/*
 * Query-string fields of the read APIs. Each arrives as a string and is checked strictly
 * (001 §5: a filter key must be numeric, a date a real DD-MM-YYYY day): "1e3", " 7" or
 * "0x10" are refused rather than coerced. Errors are message keys (schemas/rules/messages.ts).
 */

/** Ids are PostgreSQL integers: at most nine digits keeps them below 2^31. */
export const numericId = z
  .string()
  .regex(/^\d{1,9}$/, { error: "invalid_number" })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: "too_small" }));

export const PAGE_MAX = 100_000;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;

const boundedInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: "invalid_number" })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: "too_small" }).max(max, { error: "too_big" }));

/** 1-based page number; page 0 is a 400, not the first page. */
export const pageField = boundedInt(1, PAGE_MAX).default(1);
/** Rows per page, 1-50 (default 10, 001 §9): a huge page_size is refused, never served. */
export const pageSizeField = (fallback = PAGE_SIZE_DEFAULT) => boundedInt(1, PAGE_SIZE_MAX).default(fallback);
/** A small count such as the magazine teaser list's 1-8 items (001 §5). */
export const countField = (min: number, max: number, fallback: number) => boundedInt(min, max).default(fallback);

/** DD-MM-YYYY (a real day) → the ISO day "YYYY-MM-DD" the services take. */
export const urlDay = z
  .string()
  .refine((value) => parseUrlDate(value) !== null, { error: "invalid_date" })
  .transform((value) => value.split("-").reverse().join("-"));

/** "YYYY-MM-DD" → "DD-MM-YYYY", the form dates take in URLs and in the calendar's answer. */
export const toUrlDay = (isoDay: string) => isoDay.split("-").reverse().join("-");

/**
 * The exhibition-type filter. Type options are served as { id: slug, name } (001 §3), so the
 * filter takes the slug; a numeric id is accepted as well (001 §5: numeric filter keys).
 */
export const typeKey = z.union([
  numericId.transform((id) => ({ id })),
  z.string().max(128, { error: "too_long" }).regex(SLUG_PATTERN, { error: "invalid" }).transform((slug) => ({ slug })),
], { error: "invalid" });
export type TypeKey = z.output<typeof typeKey>;

/** Free text: trimmed, at most 200 characters; blank counts as missing. */
export const searchText = z.string().trim().max(200, { error: "too_long" });
