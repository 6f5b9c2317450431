import { get, set, type FieldValues } from "react-hook-form";
import type { PageSettings } from "@schemas/api/editor";
import { pageTranslationSchema, type UpdatePageInput } from "@schemas/entities/page";
import { LOCALES } from "@schemas/rules/localized";

/** The translation fields, in the schema's order: what each language's fieldset shows. */
export const TRANSLATION_FIELDS = Object.keys(pageTranslationSchema.shape) as (keyof typeof pageTranslationSchema.shape)[];

/**
 * The form's values for a page's settings. Null texts become "" (text inputs hold strings); a
 * language without a translation has no values at all, so leaving it alone sends nothing.
 */
export function settingsFormValues(settings: PageSettings): FieldValues {
  const translations: FieldValues = {};
  for (const lang of LOCALES) {
    const row = settings.translations[lang];
    translations[lang] = row ? Object.fromEntries(TRANSLATION_FIELDS.map((key) => [key, row[key] ?? ""])) : {};
  }
  return {
    parent_id: settings.parent_id,
    is_online: settings.is_online,
    is_clickable: settings.is_clickable,
    in_menu: settings.in_menu,
    in_footer: settings.in_footer,
    is_landing_page: settings.is_landing_page,
    og_type: settings.og_type,
    og_image: settings.og_image,
    translations,
  };
}

/**
 * The PATCH body: only the fields the editor changed (react-hook-form's dirtyFields), taken
 * from the checked values. The server changes only what it is given, so a field another
 * editor changed meanwhile is not overwritten with what this form loaded.
 */
export function changedSettings(values: FieldValues, dirty: FieldValues, topFields: readonly string[]): UpdatePageInput {
  const patch: FieldValues = {};
  // An emptied optional text is "" (stored empty), an emptied image or parent null (removed).
  const paths = [
    ...topFields.map((path) => [path, null] as const),
    ...LOCALES.flatMap((lang) => TRANSLATION_FIELDS.map((key) => [`translations.${lang}.${key}`, ""] as const)),
  ];
  for (const [path, empty] of paths) {
    // An image's dirty mark is an object of its keys; any mark means the field changed.
    if (!get(dirty, path)) continue;
    const value: unknown = get(values, path);
    set(patch, path, value === undefined ? empty : value);
  }
  return patch as UpdatePageInput;
}

/** A child page's path in one language: below the parent's ("" is the home page). */
export const childPath = (parentPath: string | undefined, segment: string) => (parentPath ? `${parentPath}/${segment}` : segment);

/** A 400 of the child-page call keyed the server's way ("translations.de.path") onto the form's fields ("de.slug"). */
export function childFieldOf(path: string): string {
  const match = /^translations\.(de|en)\.(path|title)$/.exec(path);
  if (!match) return "root";
  return `${match[1]}.${match[2] === "path" ? "slug" : "title"}`;
}
