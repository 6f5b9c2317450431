import type { z } from "zod";
import { getFieldMeta, type FieldMeta } from "./field";
import { LOCALES, type Locale } from "./localized";

const WRAPPERS = new Set(["default", "optional", "nullable", "prefault", "readonly", "catch"]);

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** The schemas from the outside in through optional()/nullable()/default(): `.partial()` adds one more layer. */
function layers(schema: z.ZodType): z.ZodType[] {
  const out = [schema];
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (!WRAPPERS.has(def.type) || !def.innerType) break;
    current = def.innerType;
    out.push(current);
  }
  return out;
}

/** A field's form metadata, found on whichever layer field() registered. */
export function fieldMetaOf(schema: z.ZodType): { meta: FieldMeta; schema: z.ZodType } | null {
  for (const layer of layers(schema)) {
    const meta = getFieldMeta(layer);
    if (meta) return { meta, schema: layer };
  }
  return null;
}

/** For a translated field (`{ de, en }`), the schema of one language's value; null otherwise. */
export function localizedValueSchema(schema: z.ZodType): Record<Locale, z.ZodType> | null {
  const inner = layers(schema).at(-1)!;
  const def = defOf(inner);
  if (def.type !== "object" || !def.shape) return null;
  const keys = Object.keys(def.shape);
  if (keys.length !== LOCALES.length || !LOCALES.every((lang) => keys.includes(lang))) return null;
  return { de: def.shape.de!, en: def.shape.en! };
}

/** Whether the field may be stored as null (an emptied optional link, date or number). */
export const acceptsNull = (schema: z.ZodType): boolean => schema.safeParse(null).success;
