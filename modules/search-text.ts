import type { z } from "zod";
import { getFieldMeta } from "@schemas/rules/field";
import { isModuleType, moduleDefinition } from "./registry";

/*
 * What site search indexes of a section: the text of the fields its modules flag `searchable`
 * in their field metadata, lists included (a FAQ's questions, a teaser list's cards). The
 * server stores it with the section (containers.search_text); PostgreSQL builds the search
 * vector from that column in the row's language.
 */

type Shape = Readonly<Record<string, z.ZodType>>;

/** The object shape inside a field's wrappers (optional, default, array ...), if any. */
function shapeOf(schema: z.ZodType): Shape | null {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType; shape?: Shape };
  if (def.type === "object") return def.shape ?? null;
  const inner = def.innerType ?? def.element ?? def.in;
  return inner ? shapeOf(inner) : null;
}

/** Markup and the common entities out: rich text is stored as HTML, and tags are not words. */
const plain = (value: string) =>
  value.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();

function collect(shape: Shape, value: unknown, out: string[]) {
  if (!value || typeof value !== "object") return;
  for (const [key, schema] of Object.entries(shape)) {
    const fieldValue = (value as Record<string, unknown>)[key];
    if (getFieldMeta(schema)?.searchable && typeof fieldValue === "string") {
      const text = plain(fieldValue);
      if (text) out.push(text);
      continue;
    }
    const inner = shapeOf(schema);
    if (!inner) continue;
    for (const item of Array.isArray(fieldValue) ? fieldValue : [fieldValue]) collect(inner, item, out);
  }
}

/** The searchable texts of one module, in field order. */
function moduleSearchTexts(module: { type: string }, fields: Shape): string[] {
  const out: string[] = [];
  collect(fields, module, out);
  return out;
}

/** A section's search text: its modules' searchable fields, one line per field, column by column. */
export function sectionSearchText(section: { columns: readonly { children: readonly { type: string }[] }[] }): string {
  return section.columns
    .flatMap((column) => column.children)
    .flatMap((module) => (isModuleType(module.type) ? moduleSearchTexts(module, moduleDefinition(module.type).fields) : []))
    .join("\n");
}
