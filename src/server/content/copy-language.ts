import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { SectionData } from "@modules/registry";
import { CONTAINER_OWNER_TYPES } from "@schemas/api/editor";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { containers } from "../db/schema";
import { ValidationError } from "../errors";
import { assertOwnerExists } from "./owners";
import { listSections, ownerWhere, withOwnerVersion } from "./sections";
import type { ContainerRow } from "./containers";
import { storedSection } from "./stored-section";

/** POST {lang}/pageeditor-api/copy-language/: whose sections, and the language to start from. */
export const copyLanguageSchema = z.object({
  content_type: z.enum(CONTAINER_OWNER_TYPES, { error: "invalid_choice" }).default("cms.page"),
  object_id: z.number({ error: "required" }).int({ error: "invalid_number" }).positive({ error: "invalid_number" }),
  from: z.enum(LOCALES, { error: "invalid_choice" }),
});

/** A copy with new ids for the section and its modules: ids are unique across the site. */
const fresh = (section: SectionData): SectionData => ({
  ...section,
  id: randomUUID(),
  columns: section.columns.map((column) => ({ ...column, children: column.children.map((module) => ({ ...module, id: randomUUID() })) })),
});

/**
 * Start a language's content from the other one's (an editor translating a page begins from
 * the other language's sections): the source sections are copied with new ids
 * in one transaction that keeps one new version. Only a language without modules is started
 * this way (empty sections there are replaced), so nothing an editor wrote is overwritten.
 * Answers the new sections in order.
 */
export async function copyLanguage(db: Db, lang: Locale, body: unknown, userId?: number): Promise<ContainerRow[]> {
  const input = copyLanguageSchema.parse(body ?? {});
  if (input.from === lang) throw ValidationError.field(["from"], "invalid_choice");
  const target = { content_type: input.content_type, object_id: input.object_id, lang };
  const rows = await db.transaction(async (tx) => {
    await assertOwnerExists(tx, input.content_type, input.object_id);
    return withOwnerVersion(tx, target, userId, async () => {
      // Locked, so two editors starting the same language at once cannot both copy.
      const present = await tx.select().from(containers).where(ownerWhere(target)).for("update");
      if (present.some((row) => row.data.columns.some((column) => column.children.length > 0))) throw ValidationError.field(["sections"], "already_exists");
      const sections = (await listSections(tx, { ...target, lang: input.from })).map(fresh);
      if (!sections.length) throw ValidationError.field(["from"], "required");
      await tx.delete(containers).where(ownerWhere(target));
      await tx.insert(containers).values(sections.map((data, position) => ({ ...target, slug: data.id, position, ...storedSection(data), updated_by: userId ?? null })));
      return tx.select().from(containers).where(ownerWhere(target)).orderBy(asc(containers.position), asc(containers.id));
    });
  });
  return rows;
}

/** How many modules an owner has in each language: the editor offers a start where it has none. */
export async function moduleCounts(db: Db, owner: { content_type: string; object_id: number }): Promise<Record<Locale, number>> {
  const rows = await db.select({ lang: containers.lang, data: containers.data }).from(containers)
    .where(and(eq(containers.content_type, owner.content_type), eq(containers.object_id, owner.object_id)));
  const counts = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const row of rows) {
    const lang = LOCALES.find((locale) => locale === row.lang);
    if (lang) counts[lang] += row.data.columns.reduce((sum, column) => sum + column.children.length, 0);
  }
  return counts;
}
