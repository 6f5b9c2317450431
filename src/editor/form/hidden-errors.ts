import type { z } from "zod";
import { getFieldMeta } from "@schemas/rules/field";
import type { Locale } from "@schemas/rules/localized";
import { listItemFields } from "./item-schema";

export interface FormError {
  path: string;
  message: string;
}

/**
 * Every message in react-hook-form's errors, by dotted path. The resolver keys nested paths
 * flat ("children.0.id"), setError nests them ({ children: [{ id }] }): both come out alike.
 */
export function flatErrors(errors: unknown, prefix = ""): FormError[] {
  if (!errors || typeof errors !== "object") return [];
  const own = "message" in errors && typeof errors.message === "string" && prefix ? [{ path: prefix, message: errors.message }] : [];
  const nested = Object.entries(errors).flatMap(([key, value]) =>
    // A field error's own parts (its input element, its other messages) are no fields.
    key === "ref" || key === "types" || key === "message" || key === "type" ? [] : flatErrors(value, prefix ? `${prefix}.${key}` : key));
  return [...own, ...nested];
}

type Fields = Record<string, z.ZodType>;

/**
 * Whether the form draws this path's message at its field: a field with a widget shows its
 * own message (captions also one per track); a list shows its items' fields, but not a
 * message of its own; a part of a field (an image's alt text) or a field without a widget
 * (an item's id) shows nothing. The form's root message has its own place.
 */
export function isShownPath(fields: Fields, path: string): boolean {
  if (path === "root") return true;
  const [name = "", ...rest] = path.split(".");
  const schema = fields[name];
  const meta = schema && getFieldMeta(schema);
  if (!schema || !meta) return false;
  const items = meta.widget === "list" ? listItemFields(schema) : null;
  if (items) return rest.length >= 2 && isShownPath(items, rest.slice(1).join("."));
  if (meta.widget === "captions") return rest.length <= 1;
  return rest.length === 0;
}

/** A hidden field's name for the summary: the labels along its path ("Teaser 2 › id"). */
export function pathLabel(fields: Fields, path: string, lang: Locale): string {
  const [name = "", ...rest] = path.split(".");
  const schema = fields[name];
  const meta = schema && getFieldMeta(schema);
  const items = schema && meta?.widget === "list" ? listItemFields(schema) : null;
  const index = Number(rest[0]);
  if (items && meta && rest.length >= 2 && Number.isInteger(index)) {
    const item = `${(meta.itemLabel ?? meta.label)[lang]} ${index + 1}`;
    return `${item} › ${pathLabel(items, rest.slice(1).join("."), lang)}`;
  }
  return [meta ? meta.label[lang] : name, ...rest].join(" › ");
}

/** The messages the form would not show anywhere, so that none blocks a save unseen. */
export const hiddenErrors = (fields: Fields, errors: unknown): FormError[] => flatErrors(errors).filter(({ path }) => !isShownPath(fields, path));
