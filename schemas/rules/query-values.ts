/*
 * What a query-string value of the read APIs must look like, as plain predicates without zod:
 * the browser's list state checks the URL with these (zod would be a third of the calendar's
 * JavaScript), and the zod fields in schemas/api/query-fields.ts are built on the same
 * patterns. schemas/api/event-list-query.test.ts holds both to one answer.
 */

/** Ids are PostgreSQL integers: at most nine digits keeps them below 2^31. */
export const ID_PATTERN = /^\d{1,9}$/;

export const SLUG_MAX = 128;
/** Lowercase a-z and 0-9 in groups joined by single dashes: "lange-nacht-2026". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A positive id written as plain digits: "1e3", " 7" or "0x10" are not ids. */
export const isNumericId = (value: string): boolean => ID_PATTERN.test(value) && Number(value) >= 1;

/** The exhibition-type filter: a numeric id or the type's slug. */
export const isTypeKey = (value: string): boolean => isNumericId(value) || (value.length <= SLUG_MAX && SLUG_PATTERN.test(value));

