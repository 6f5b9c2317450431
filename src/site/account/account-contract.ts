import type { z } from "zod";

/*
 * The contract's schemas the user area checks forms and answers with in the browser. This
 * module is imported when a form is first sent or an answer first read (./account-api.ts),
 * not with the page: with zod it is about 35 kB gzip, a fifth of the login page's first load.
 */
export * from "@schemas/api/account";
export { endedSessionsSchema } from "@schemas/api/sessions";
export { fieldErrorsSchema } from "@schemas/api/field-errors";

type Contract = typeof import("./account-contract");
/** The name of one of the contract's schemas, e.g. "profileSchema". */
export type SchemaName = { [Name in keyof Contract]: Contract[Name] extends z.ZodType ? Name : never }[keyof Contract];
/** What the named schema gives. */
export type SchemaOutput<Name extends SchemaName> = z.output<Contract[Name]>;
