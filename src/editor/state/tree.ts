import type { ContentModule, SectionData } from "./types";

/** Where a module sits: indexes of its section, column and position. */
export interface ModuleLocation {
  section: number;
  column: number;
  position: number;
  module: ContentModule;
}

export function locateModule(sections: readonly SectionData[], id: string): ModuleLocation | null {
  for (const [section, data] of sections.entries()) {
    for (const [column, { children }] of data.columns.entries()) {
      const position = children.findIndex((module) => module.id === id);
      if (position >= 0) return { section, column, position, module: children[position]! };
    }
  }
  return null;
}

export const sectionIndex = (sections: readonly SectionData[], id: string) => sections.findIndex((section) => section.id === id);

/** A section with one column's modules replaced. */
export const withColumn = (section: SectionData, column: number, children: ContentModule[]): SectionData => ({
  ...section,
  columns: section.columns.map((current, index) => (index === column ? { ...current, children } : current)),
});

export const replaceSection = (sections: readonly SectionData[], next: SectionData) =>
  sections.map((section) => (section.id === next.id ? next : section));

export const clampIndex = (index: number, length: number) => Math.max(0, Math.min(index, length));
