import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { buildFieldValuesSchema, type FieldRule, type FieldValues } from "@schemas/entities/form-submission";

/*
 * The contract's schemas the visitor's form checks its fields and the server's answers with.
 * This module is imported when the visitor first enters the form, not with the page: with
 * zod it is about 35 kB gzip, and most visitors of a page with a form read it and go on.
 */
export { formEntryCreatedSchema, formStartSchema } from "@schemas/api/form";
export { tempFileSchema } from "@schemas/api/temp-files";

/** The fields' values checked with the schema the server checks them with. */
export const fieldValuesResolver = (rules: FieldRule[]) => zodResolver(buildFieldValuesSchema(rules)) as unknown as Resolver<FieldValues>;
