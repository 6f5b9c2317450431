/*
 * The form API's constants, apart from form.ts (which re-exports them) so the visitor's form
 * does not import zod with the page.
 */

/** Sooner than this after a form's start no person has read and filled it in: a script sent it. */
export const MIN_FILL_MS = 3000;
