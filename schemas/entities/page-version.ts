import type { Locale } from "../rules/localized";
import type { PageTranslation } from "./page";

/** The state of a page kept before each save, enough to show or restore it. */
export interface PageSnapshot {
  page: {
    parent_id: number | null;
    is_online: boolean;
    is_landing_page: boolean;
    og_type: string;
  };
  translations: Partial<Record<Locale, PageTranslation>>;
  /** The page's sections per language, in order, as stored (SectionData JSON). */
  sections: Partial<Record<Locale, unknown[]>>;
}
