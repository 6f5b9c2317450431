import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { getFieldMeta } from "@schemas/rules/field";

/**
 * A new list item: "" for texts, false for checkboxes, [] for nested lists, and its own id
 * where the item schema has one (teaser, anchor, venue and logo lists keep their items by
 * id). The id field has no widget, so no one could fill it in: without it here the item
 * could never be saved.
 */
export function newListItem(fields: Record<string, z.ZodType>, newId: () => string = () => crypto.randomUUID()): FieldValues {
  const item: FieldValues = {};
  for (const [key, schema] of Object.entries(fields)) {
    const widget = getFieldMeta(schema)?.widget;
    if (key === "id" && !widget) item[key] = newId();
    else if (widget === "checkbox") item[key] = false;
    else if (widget === "text" || widget === "textarea" || widget === "richtext") item[key] = "";
    else if (widget === "list") item[key] = [];
  }
  return item;
}
