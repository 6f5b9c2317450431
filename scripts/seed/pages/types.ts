import type { z } from "zod";
import type { SectionInput } from "@modules/registry";
import type { CreatePageInput, pageTranslationSchema } from "@schemas/entities/page";
import type { Locale, Localized } from "@schemas/rules/localized";
import type { SeedContext } from "../context";
import type { ModuleBuilder } from "../modules";

export type PageFlags = Partial<Pick<CreatePageInput, "in_menu" | "in_footer" | "is_online" | "is_landing_page" | "is_clickable">>;

/** One CMS page of the seed: where it hangs, what it says, and its sections per language. */
export interface PageSeed {
  key: string;
  /** Key of the parent page; parents are seeded before their children. */
  parent?: string;
  position: number;
  flags?: PageFlags;
  /** Name of the share image (one of the generated artworks). */
  ogImage?: string;
  translations: Localized<z.input<typeof pageTranslationSchema>>;
  sections: (ctx: SeedContext, lang: Locale, build: ModuleBuilder) => SectionInput[];
}
