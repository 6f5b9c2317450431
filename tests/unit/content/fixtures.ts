import type { CreatePageInput } from "@schemas/entities/page";
import type { SectionInput } from "@modules/registry";

export const pageInput = (path: { de: string; en: string }, extra: Partial<CreatePageInput> = {}): CreatePageInput => ({
  translations: {
    de: { path: path.de, title: `Seite ${path.de || "Start"}`, meta_description: "Beschreibung" },
    en: { path: path.en, title: `Page ${path.en || "Home"}`, meta_description: "Description" },
  },
  ...extra,
});

export const headlineSection = (id: string, content: string): SectionInput => ({
  id,
  type: "section",
  layout: "100",
  extra_class: "",
  columns: [{ children: [{ id: `${id}-h`, type: "headline", headline_level: 2, content }] }],
});
