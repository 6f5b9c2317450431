import type { z } from "zod";
import { getFieldMeta, type FieldMeta } from "@schemas/rules/field";

type AnySchema = z.ZodType;
const WRAPPERS = new Set(["default", "optional", "nullable", "prefault", "readonly", "catch"]);

/** The schema under default()/optional()/nullable(), which a form field does not care about. */
export function unwrapSchema(schema: AnySchema): AnySchema {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = current._zod.def as { type: string; innerType?: AnySchema };
    if (!WRAPPERS.has(def.type) || !def.innerType) break;
    current = def.innerType;
  }
  return current;
}

/** The fields of one item of a list field (an array of objects), or null for anything else. */
export function listItemFields(schema: AnySchema): Record<string, AnySchema> | null {
  const def = unwrapSchema(schema)._zod.def as { type: string; element?: AnySchema };
  if (def.type !== "array" || !def.element) return null;
  const element = unwrapSchema(def.element)._zod.def as { type: string; shape?: Record<string, AnySchema> };
  return element.type === "object" && element.shape ? element.shape : null;
}

/**
 * Whether a field may be left out. An emptied text input of such a field stores nothing
 * rather than "", which an optional link or e-mail schema would refuse as invalid.
 */
export const acceptsUndefined = (schema: AnySchema): boolean => schema.safeParse(undefined).success;

/**
 * The form metadata of a field, looked up through optional()/nullable()/partial() wrappers:
 * `.partial()` and `.nullable()` make new schemas around the one field() registered.
 */
export function findFieldMeta(schema: AnySchema): FieldMeta | undefined {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const meta = getFieldMeta(current);
    if (meta) return meta;
    const def = current._zod.def as { type: string; innerType?: AnySchema };
    if (!WRAPPERS.has(def.type) || !def.innerType) return undefined;
    current = def.innerType;
  }
  return undefined;
}
