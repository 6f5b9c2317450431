import type { SchemaNames, SchemaOutputOf } from "../http/schema-names";

/*
 * The contract's schemas the user area checks forms and answers with in the browser. This
 * module is imported when a form is first sent or an answer first read (./account-api.ts),
 * not with the page: with zod it is about 35 kB gzip, a fifth of the login page's first load.
 */
export * from "@schemas/api/account";
export { endedSessionsSchema } from "@schemas/api/sessions";
export { fieldErrorsSchema } from "@schemas/api/field-errors";

type Contract = typeof import("./account-contract");
export type SchemaName = SchemaNames<Contract>;
export type SchemaOutput<Name extends SchemaName> = SchemaOutputOf<Contract, Name>;
