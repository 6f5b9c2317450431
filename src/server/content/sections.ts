import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { isModuleType, moduleSchema, sectionDataSchema, type SectionData, type SectionInput } from "@modules/registry";
import type { Locale } from "@schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { containers } from "../db/schema";
import { ValidationError } from "../errors";
import { versioned } from "./versions";
import { nextVersions } from "./section-versions";
import { storedSection } from "./stored-section";

export interface SectionOwner {
  /** "cms.page" for CMS pages; entities use their own ("programme.event" ...). */
  content_type: string;
  object_id: number;
  lang: Locale;
}

const sectionsSchema = z.array(sectionDataSchema);

/** Validate sections against the module registry; a bad module is refused with its field path. */
export function parseSections(sections: unknown): SectionData[] {
  const parsed = sectionsSchema.safeParse(sections);
  if (!parsed.success) throw new ValidationError(parsed.error, ["sections"]);
  return parsed.data;
}

/**
 * Replace all sections of an owner in one language (the working copy: visitors see it once
 * it is published). Validation happens before anything is written; a CMS page keeps the
 * result as a new version in the same transaction.
 */
export async function replaceSections(db: Db, owner: SectionOwner & { sections: SectionInput[] }, options: { userId?: number } = {}) {
  const sections = parseSections(owner.sections);
  await db.transaction((tx) =>
    withOwnerVersion(tx, owner, options.userId, async () => {
      const versions = await nextVersions(tx, sections.map((data) => data.id));
      await tx.delete(containers).where(ownerWhere(owner));
      if (sections.length) {
        await tx.insert(containers).values(sections.map((data, position) => ({
          ...ownerColumns(owner), slug: data.id, position, ...storedSection(data), version: versions.get(data.id), updated_by: options.userId ?? null,
        })));
      }
    }),
  );
}

/** Create or update one section by its slug (the editor saves one section at a time). */
export async function saveSection(db: Db, owner: SectionOwner, section: unknown, options: { position?: number; userId?: number } = {}) {
  const [data] = parseSections([section]);
  await db.transaction((tx) => withOwnerVersion(tx, owner, options.userId, () => upsertSection(tx, owner, data!, options.position, options.userId)));
  return data!;
}

async function upsertSection(tx: Tx, owner: SectionOwner, data: SectionData, position?: number, userId?: number) {
  const [existing] = await tx.select({ id: containers.id, position: containers.position }).from(containers).where(eq(containers.slug, data.id));
  const updated_by = userId ?? null;
  if (existing) {
    await tx.update(containers)
      .set({ ...storedSection(data), position: position ?? existing.position, version: sql`${containers.version} + 1`, updated_by, updated_at: new Date() })
      .where(eq(containers.id, existing.id));
    return;
  }
  const count = await tx.$count(containers, ownerWhere(owner));
  await tx.insert(containers).values({ ...ownerColumns(owner), slug: data.id, position: position ?? count, ...storedSection(data), updated_by });
}

/**
 * The working sections of an owner; with `slugs`, only those (the editor's renderings of the
 * sections a save touched). Stored content is read leniently: a module whose type is no longer
 * registered, or that no longer passes its schema, is left out rather than breaking the page,
 * unless `keepInvalid` (the editor's reads, which show such a module with its errors to fix).
 */
export async function listSections(db: Db | Tx, owner: SectionOwner, slugs?: readonly string[], options: ReadOptions = {}): Promise<SectionData[]> {
  const where = slugs ? and(ownerWhere(owner), inArray(containers.slug, [...slugs])) : ownerWhere(owner);
  const rows = await db.select({ data: containers.data }).from(containers).where(where).orderBy(asc(containers.position), asc(containers.id));
  return rows.flatMap((row) => readSection(row.data, options) ?? []);
}

interface ReadOptions {
  /** Keep a module that fails today's rules as stored, for the editor to fix in its form. */
  keepInvalid?: boolean;
}

/** The modules readSection kept although they fail today's rules, so a renderer need not check each module again. */
const keptOutdated = new WeakSet<object>();
export const isKeptOutdated = (module: object) => keptOutdated.has(module);

/** A module the editor can open: it has an id and a type that is still registered (a retired type has no form). */
const isFixable = (module: unknown) => typeof (module as { id?: unknown })?.id === "string" && isModuleType((module as { type?: unknown })?.type);

export function readSection(stored: unknown, options: ReadOptions = {}): SectionData | null {
  const raw = (stored ?? {}) as { columns?: unknown };
  const kept: { column: number; index: number; module: unknown }[] = [];
  const columns = (Array.isArray(raw.columns) ? raw.columns : []).map((column: { children?: unknown }, c: number) => ({
    children: (Array.isArray(column?.children) ? column.children : []).flatMap((module: unknown, index: number) => {
      const parsed = moduleSchema.safeParse(module);
      if (!parsed.success && options.keepInvalid && isFixable(module)) kept.push({ column: c, index, module });
      return parsed.success ? [parsed.data] : [];
    }),
  }));
  const parsed = sectionDataSchema.safeParse({ ...raw, columns });
  if (!parsed.success) return null;
  for (const { column, index, module } of kept) {
    keptOutdated.add(module as object);
    parsed.data.columns[column]?.children.splice(index, 0, module as SectionData["columns"][number]["children"][number]);
  }
  return parsed.data;
}

/** Run a write to an owner's sections; a CMS page keeps the result as a new version. */
export function withOwnerVersion<T>(tx: Tx, owner: Pick<SectionOwner, "content_type" | "object_id">, userId: number | undefined, write: () => Promise<T>): Promise<T> {
  return owner.content_type === "cms.page" ? versioned(tx, owner.object_id, userId, write) : write();
}

export const ownerColumns = (owner: SectionOwner) => ({ content_type: owner.content_type, object_id: owner.object_id, lang: owner.lang });

export const ownerWhere = (owner: SectionOwner) =>
  and(eq(containers.content_type, owner.content_type), eq(containers.object_id, owner.object_id), eq(containers.lang, owner.lang));
