import type { z } from "zod";

/*
 * Browser code that imports its contract's schemas with the first call (so zod is not part of
 * the page's first load) names the schema it wants, typed from the module it will import:
 * `accountCall(…, "profileSchema")` gives a Profile.
 */

/** The names of a module's zod schemas. */
export type SchemaNames<Module> = { [Name in keyof Module]: Module[Name] extends z.ZodType ? Name : never }[keyof Module];

/** What the named schema of a module gives. */
export type SchemaOutputOf<Module, Name extends SchemaNames<Module>> = Module[Name] extends z.ZodType ? z.output<Module[Name]> : never;
