import { moduleTypes, type ModuleType } from "@modules/registry";
import { SECTION_BACKGROUNDS } from "@modules/section/schema";
import { LAYOUTS } from "@schemas/rules/section-layout";
import type { Db } from "@/server/db/open";
import { containers } from "@/server/db/schema";

/** What the stored sections use: module types, column layouts and section backgrounds. */
export interface SectionCoverage {
  moduleTypes: Set<string>;
  layouts: Set<string>;
  backgrounds: Set<string>;
}

interface StoredSection {
  layout?: unknown;
  extra_class?: unknown;
  columns?: { children?: unknown[] }[];
}

/** Walk section data as stored (columns → children → type); tolerant of any shape. */
export function sectionCoverage(sections: readonly unknown[]): SectionCoverage {
  const coverage: SectionCoverage = { moduleTypes: new Set(), layouts: new Set(), backgrounds: new Set() };
  for (const raw of sections) {
    const section = (raw ?? {}) as StoredSection;
    if (typeof section.layout === "string") coverage.layouts.add(section.layout);
    coverage.backgrounds.add(typeof section.extra_class === "string" ? section.extra_class : "");
    for (const column of section.columns ?? []) {
      for (const child of column.children ?? []) {
        const type = (child as { type?: unknown } | null)?.type;
        if (typeof type === "string") coverage.moduleTypes.add(type);
      }
    }
  }
  return coverage;
}

/** Coverage of everything in the containers table (pages and entity bodies). */
export async function storedCoverage(db: Db): Promise<SectionCoverage> {
  const rows = await db.select({ data: containers.data }).from(containers);
  return sectionCoverage(rows.map((row) => row.data));
}

/** Registered module types, layouts and backgrounds the stored content never uses. */
export function missingFrom(coverage: SectionCoverage) {
  return {
    moduleTypes: moduleTypes.filter((type: ModuleType) => !coverage.moduleTypes.has(type)),
    layouts: LAYOUTS.filter((layout) => !coverage.layouts.has(layout)),
    backgrounds: SECTION_BACKGROUNDS.filter((background) => !coverage.backgrounds.has(background)),
  };
}
