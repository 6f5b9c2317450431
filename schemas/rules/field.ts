import { z } from "zod";
import type { Locale, Localized } from "./localized";
import type { MediaFileKind } from "./media-file";

/**
 * What a generated form needs to know about a field. Kept on the schema itself (a zod
 * registry), so the editor modal, the admin forms and the API all read one source.
 */
export type Widget =
  | "text" | "textarea" | "richtext" | "html" | "number" | "checkbox" | "select" | "radio"
  | "url" | "link" | "email" | "image" | "images" | "file" | "date" | "datetime" | "time"
  | "color" | "reference" | "references" | "list" | "password" | "json" | "captions";

export interface FieldMeta {
  label: Localized<string>;
  widget: Widget;
  help?: Localized<string>;
  placeholder?: Localized<string>;
  /** Choices for select/radio widgets, in display order. */
  options?: readonly { value: string | number; label: Localized<string> }[];
  /** Entity a reference widget points to ("venue", "event", "article-category" ...). */
  reference?: string;
  /** For list widgets: the label of one item ("Question", "Image" ...). */
  itemLabel?: Localized<string>;
  /** For file widgets: the kind of media file it uploads and chooses (video, audio, captions). */
  media?: MediaFileKind;
  /**
   * Site search indexes the field's text (and a list's items' searchable fields): what a
   * visitor reads, not ids, addresses or settings. See modules/search-text.ts.
   */
  searchable?: boolean;
}

export const fieldMeta = z.registry<FieldMeta>();

/**
 * Attach form metadata to one use of a schema; register the outermost schema of the field.
 * The metadata goes on a copy: a shared schema (dateTimeSchema) is the start in one entity
 * and the publication date in another, and registering the shared object itself would leave
 * every use with the label of the last one.
 */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  const use = schema.clone() as T;
  fieldMeta.add(use, meta);
  return use;
}

export const getFieldMeta = (schema: z.ZodType): FieldMeta | undefined => fieldMeta.get(schema);

/** The form label of a key of an object schema; the key itself where the field has none. */
export function fieldLabel(objectSchema: z.ZodType | undefined, key: PropertyKey | undefined, lang: Locale): string {
  const shape = (objectSchema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  const schema = typeof key === "string" ? shape?.[key] : undefined;
  return (schema && getFieldMeta(schema)?.label[lang]) ?? String(key ?? "");
}

/** Shorthand for a `{ de, en }` label. */
export const l = (de: string, en: string): Localized<string> => ({ de, en });
