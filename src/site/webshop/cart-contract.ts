import type { SchemaNames, SchemaOutputOf } from "../http/schema-names";
import { cartErrorSchema } from "@schemas/api/shop-cart";
import { fieldErrorsSchema } from "@schemas/api/field-errors";

/*
 * The contract's schemas the webshop checks answers and the buyer's details with in the
 * browser. This module is imported with the first call (./cart-api.ts), not with the page,
 * which the server renders with the cart already in it: with zod it is about 35 kB gzip.
 */
export { cartViewSchema, checkoutSchema, orderSchema } from "@schemas/api/shop-cart";

type Contract = typeof import("./cart-contract");
export type SchemaName = SchemaNames<Contract>;
export type SchemaOutput<Name extends SchemaName> = SchemaOutputOf<Contract, Name>;

const codeSchema = cartErrorSchema.pick({ code: true });

/** The code of a `{code, detail}` answer and the fields of an `{errors}` answer, when present. */
export function failureDetails(json: unknown): { code: number | null; errors: Record<string, string[]> } {
  const shop = codeSchema.safeParse(json);
  const fields = fieldErrorsSchema.safeParse(json);
  return { code: shop.success ? shop.data.code : null, errors: fields.success ? fields.data.errors : {} };
}
