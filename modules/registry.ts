import { z } from "zod";
import { section } from "./section/schema";
import { LAYOUT_COLUMNS } from "@schemas/rules/section-layout";
import { generatedModules, generatedModuleSchemas } from "./registry.generated";
import { stampVersions as stampStoredVersions, upgradeSection as upgradeStoredSection, type Versioned } from "./migrations";

/**
 * The module registry: every content-module type a column may hold. It is generated from the
 * folders under modules/ (scripts/generate-module-registry.ts, run before build, start and
 * test); the page renderer (renderers.tsx), the editor (src/editor), site search and the
 * server's validation (src/server/content) all read it.
 */
export const columnModules = generatedModules;

export const moduleSchema = z.discriminatedUnion("type", generatedModuleSchemas);
export type ContentModule = z.output<typeof moduleSchema>;
export type ModuleType = ContentModule["type"];
export type ModuleOf<T extends ModuleType> = Extract<ContentModule, { type: T }>;

export const moduleTypes = columnModules.map((definition) => definition.type) as ModuleType[];
export const isModuleType = (type: unknown): type is ModuleType => moduleTypes.includes(type as ModuleType);
export const moduleDefinition = (type: ModuleType) => columnModules.find((definition) => definition.type === type)!;

/** The kinds the editor toolbar offers, in palette order: every registered kind that is not child-only. */
export const toolbarModules = columnModules
  .filter((definition) => definition.toolbar !== false)
  .sort((a, b) => Number(a.toolbar) - Number(b.toolbar));

const versionOf = (type: string): Versioned | undefined => (isModuleType(type) ? moduleDefinition(type) : undefined);

/** A stored section with its modules upgraded to their types' current versions (modules/migrations.ts). */
export const upgradeSection = <S>(stored: S): S => upgradeStoredSection(stored, versionOf);
/** A checked section as it is stored: every module with its type's version (`v`). */
export const stampVersions = <S>(section: S): S => stampStoredVersions(section, versionOf);

export const columnSchema = z.object({ children: z.array(moduleSchema) });

/** A section (the "container"): its settings from the section module plus its columns. */
export const sectionDataSchema = section.schema.extend({ columns: z.array(columnSchema) }).superRefine((value, ctx) => {
  const expected = LAYOUT_COLUMNS[value.layout].length;
  if (value.columns.length !== expected) {
    ctx.addIssue({ code: "custom", path: ["columns"], message: "invalid", params: { expected } });
  }
});
export type SectionData = z.output<typeof sectionDataSchema>;
export type SectionInput = z.input<typeof sectionDataSchema>;
export { section };
