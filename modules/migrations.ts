/*
 * Content migrations: stored module JSON records the schema version of its type (`v`), and a
 * module folder lists the steps from each version to the next. Old content is upgraded when
 * it is read (editor and visitor) and by `npm run db:migrate-content`, which writes it back.
 * This file knows no registry, so a test can run it over modules of its own.
 */

/** A module as stored: its id, type, version and fields, in no particular shape yet. */
export type StoredModule = { [key: string]: unknown; type: string; v?: number };

/** One step: takes a module of version n (without `v`) and answers its fields at version n+1. */
export type ModuleMigration = (module: Readonly<Record<string, unknown>>) => Record<string, unknown>;

export interface Versioned {
  version: number;
  migrations: readonly ModuleMigration[];
}

/** Content saved before modules carried versions is version 1. */
const versionOf = (module: StoredModule): number => (typeof module.v === "number" && Number.isInteger(module.v) && module.v >= 1 ? module.v : 1);

/**
 * The module at its type's current version. Unknown types and modules from a newer release
 * are answered unchanged: the schema check then decides what happens to them.
 */
export function upgradeModule(module: StoredModule, definitionOf: (type: string) => Versioned | undefined): StoredModule {
  const definition = definitionOf(module.type);
  const from = versionOf(module);
  if (!definition || from >= definition.version) return module;
  let fields: Record<string, unknown> = { ...module };
  delete fields.v;
  for (const migrate of definition.migrations.slice(from - 1)) fields = migrate(fields);
  return { ...fields, id: module.id, type: module.type, v: definition.version };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A section with every module of its columns changed by `change`; anything unreadable stays as it is. */
function mapModules<S>(section: S, change: (module: StoredModule) => StoredModule): S {
  if (!isObject(section) || !Array.isArray(section.columns)) return section;
  const columns = section.columns.map((column: unknown) => {
    if (!isObject(column) || !Array.isArray(column.children)) return column;
    const children = column.children.map((child: unknown) =>
      isObject(child) && typeof child.type === "string" ? change(child as StoredModule) : child);
    return { ...column, children };
  });
  return { ...section, columns } as S;
}

/** A stored section with every module upgraded to its type's current version. */
export const upgradeSection = <S>(section: S, definitionOf: (type: string) => Versioned | undefined): S =>
  mapModules(section, (module) => upgradeModule(module, definitionOf));

/** A section about to be stored: each module records the version of its type it was checked against. */
export const stampVersions = <S>(section: S, definitionOf: (type: string) => Versioned | undefined): S =>
  mapModules(section, (module) => {
    const definition = definitionOf(module.type);
    return definition ? { ...module, v: definition.version } : module;
  });
