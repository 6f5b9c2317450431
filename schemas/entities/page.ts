import { z } from "zod";
import { field, l } from "../rules/field";
import { optionalImageField, type ImageValue } from "../rules/image";
import type { Locale } from "../rules/localized";
import { optionalText, requiredText, DESCRIPTION_MAX } from "../rules/text";
import { idSchema } from "../rules/id";

/**
 * A page's path in one language, after the language prefix and without slashes at either
 * end: "" is the home page, "besuch/anfahrt" a child page.
 */
export const pagePathSchema = z
  .string()
  .trim()
  .max(512, { error: "too_long" })
  .regex(/^$|^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, { error: "invalid" });

export const OG_TYPES = ["website", "article"] as const;

export const pageTranslationSchema = z.object({
  path: field(pagePathSchema, { label: l("Pfad", "Path"), widget: "text" }),
  title: field(requiredText(), { label: l("Titel", "Title"), widget: "text" }),
  headline: field(optionalText(), { label: l("Überschrift", "Headline"), widget: "text" }),
  meta_title: field(optionalText(), { label: l("Meta-Titel", "Meta title"), widget: "text" }),
  meta_description: field(optionalText(DESCRIPTION_MAX), { label: l("Meta-Beschreibung", "Meta description"), widget: "textarea" }),
  og_title: field(optionalText(), { label: l("OG-Titel", "OG title"), widget: "text" }),
  og_description: field(optionalText(DESCRIPTION_MAX), { label: l("OG-Beschreibung", "OG description"), widget: "textarea" }),
});
export type PageTranslation = z.infer<typeof pageTranslationSchema>;

// Defaults live in the table's columns, so an update that leaves a field out keeps it.
export const createPageSchema = z.object({
  parent_id: field(idSchema.nullable().optional(), { label: l("Elternseite", "Parent page"), widget: "reference", reference: "page" }),
  position: z.number().int().min(0).optional(),
  is_online: field(z.boolean().optional(), { label: l("Online", "Online"), widget: "checkbox" }),
  is_clickable: field(z.boolean().optional(), { label: l("Klickbar im Menü", "Clickable in menu"), widget: "checkbox" }),
  in_menu: field(z.boolean().optional(), { label: l("Im Menü", "In menu"), widget: "checkbox" }),
  in_footer: field(z.boolean().optional(), { label: l("Im Footer", "In footer"), widget: "checkbox" }),
  is_landing_page: field(z.boolean().optional(), { label: l("Landingpage (ohne Menü)", "Landing page (no menu)"), widget: "checkbox" }),
  og_type: field(z.enum(OG_TYPES).optional(), {
    label: l("OG-Typ", "OG type"),
    widget: "select",
    options: OG_TYPES.map((type) => ({ value: type, label: l(type, type) })),
  }),
  og_image: optionalImageField(l("Teilen-Bild", "Share image")).nullable(),
  settings_url: z.string().max(512).nullable().optional(),
  translations: z.object({ de: pageTranslationSchema, en: pageTranslationSchema }),
});
export type CreatePageInput = z.input<typeof createPageSchema>;
/**
 * Page settings changes: only the keys given change, in each language too (no defaults here,
 * so an omitted field keeps its stored value; "" empties a text, null removes the image).
 */
export const updatePageSchema = createPageSchema.omit({ translations: true }).partial().extend({
  translations: z
    .object({
      de: pageTranslationSchema.partial().optional(),
      en: pageTranslationSchema.partial().optional(),
    })
    .optional(),
});
export type UpdatePageInput = z.input<typeof updatePageSchema>;

/** One language's settings as stored: texts left empty are null. */
export interface StoredPageTranslation {
  path: string;
  title: string;
  headline: string | null;
  meta_title: string | null;
  meta_description: string | null;
  og_title: string | null;
  og_description: string | null;
}

/**
 * A page's working settings: everything the settings dialog changes, kept on the page row
 * until it is published (visitors read the page's own columns and translations meanwhile).
 */
export interface PageSettingsDraft {
  page: {
    parent_id: number | null;
    position: number;
    is_online: boolean;
    is_clickable: boolean;
    in_menu: boolean;
    in_footer: boolean;
    is_landing_page: boolean;
    og_type: string;
    og_image: ImageValue | null;
    settings_url: string | null;
  };
  translations: Partial<Record<Locale, StoredPageTranslation>>;
}
