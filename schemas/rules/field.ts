import { z } from "zod";
import type { Localized } from "./localized";
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
}

export const fieldMeta = z.registry<FieldMeta>();

/** Attach form metadata to the schema of one field; register the outermost schema of the field. */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  fieldMeta.add(schema as z.ZodType, meta);
  return schema;
}

export const getFieldMeta = (schema: z.ZodType): FieldMeta | undefined => fieldMeta.get(schema);

/** Shorthand for a `{ de, en }` label. */
export const l = (de: string, en: string): Localized<string> => ({ de, en });
