import "server-only";
import { and, eq, inArray, not, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { columnModules, isModuleType, moduleDefinition } from "@modules/registry";
import type { ContainerOwnerType } from "@schemas/api/editor";
import type { Localized } from "@schemas/rules/localized";
import { fieldMetaOf } from "@schemas/rules/field-shape";
import type { Tx } from "../db/open";
import { articles, containers, events, forms, pages, pageTranslations, people, productions, publishedContainers, series, venues } from "../db/schema";

/** Who owns a section that points at an entity: a page, or an entity whose page has sections. */
export interface SectionOwner {
  content_type: string;
  object_id: number;
  name: Localized<string>;
}

type Shape = Record<string, z.ZodType>;
type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Shape };
const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** The item fields of a list field (a venue list's venues), through optional()/default(). */
function itemShape(schema: z.ZodType): Shape | null {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    if (def.type === "array" && def.element) return defOf(def.element).shape ?? null;
    if (!def.innerType) return null;
    current = def.innerType;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether fields of this shape name the entity through a reference field (`reference: "venue"`). */
function fieldsRefer(shape: Shape, value: Record<string, unknown>, reference: string, id: number): boolean {
  return Object.entries(shape).some(([key, schema]) => {
    const stored = value[key];
    if (fieldMetaOf(schema)?.meta.reference === reference && (stored === id || (Array.isArray(stored) && stored.includes(id)))) return true;
    const items = itemShape(schema);
    return items !== null && Array.isArray(stored) && stored.some((item) => isRecord(item) && fieldsRefer(items, item, reference, id));
  });
}

/** Whether any module in a section's JSON (columns, nested lists) refers to the entity. */
function sectionRefers(value: unknown, reference: string, id: number): boolean {
  if (Array.isArray(value)) return value.some((item) => sectionRefers(item, reference, id));
  if (!isRecord(value)) return false;
  if (isModuleType(value.type) && fieldsRefer(moduleDefinition(value.type).fields as Shape, value, reference, id)) return true;
  return Object.values(value).some((item) => sectionRefers(item, reference, id));
}

/** Whether fields of this shape (or of its list items) can refer to this kind of entity. */
const canRefer = (shape: Shape, reference: string): boolean => Object.values(shape).some((schema) => {
  if (fieldMetaOf(schema)?.meta.reference === reference) return true;
  const items = itemShape(schema);
  return items !== null && canRefer(items, reference);
});

/** The module types with a field that refers to this kind of entity: they prefilter the sections read. */
const typesReferring = (reference: string) =>
  columnModules.filter((definition) => canRefer(definition.fields as Shape, reference)).map((definition) => definition.type);

export interface SectionTarget {
  /** The field metadata's name for the kind ("venue", "event" ...). */
  reference: string;
  /**
   * The path segment of the kind's detail pages ("venues" in /de/venues/{slug}/{id}), a regular
   * expression where the languages' segments differ ("(formular|form)"): a link to the page counts too.
   */
  segment: string;
  /** The entity's own sections, which go with it. */
  owner: ContainerOwnerType;
  id: number;
}

/**
 * The owners of sections that point at an entity, through a reference field of a module (a
 * venue module, an event list's chosen events) or a link to its detail page (a teaser, an image
 * link), in either language. The entity's own sections do not count: they are deleted with it.
 */
export async function sectionReferences(tx: Tx, target: SectionTarget): Promise<SectionOwner[]> {
  const types = typesReferring(target.reference);
  const linkPattern = `/(de|en)/${target.segment}/[^/"?#[:space:]]+/${target.id}([^0-9]|$)`;
  const typePattern = types.length ? `"type": "(${types.join("|")})"` : null;
  // Both copies count: a module removed from a draft is still on the live page until it is published.
  const rows = (await Promise.all([containers, publishedContainers].map((table) => {
    const matches: SQL[] = [sql`${table.data}::text ~ ${linkPattern}`];
    if (typePattern) matches.push(sql`${table.data}::text ~ ${typePattern}`);
    return tx.select({ content_type: table.content_type, object_id: table.object_id, data: table.data, linked: sql<boolean>`${table.data}::text ~ ${linkPattern}` })
      .from(table)
      .where(and(or(...matches), not(and(eq(table.content_type, target.owner), eq(table.object_id, target.id))!)));
  }))).flat();
  const owners = new Map<string, { content_type: string; object_id: number }>();
  for (const row of rows) {
    if (!row.linked && !sectionRefers(row.data, target.reference, target.id)) continue;
    owners.set(`${row.content_type}:${row.object_id}`, { content_type: row.content_type, object_id: row.object_id });
  }
  return ownerNames(tx, [...owners.values()]);
}

const OWNER_NAMES: Record<string, (tx: Tx, ids: number[]) => Promise<{ id: number; name: Localized<string> }[]>> = {
  "magazine.article": (tx, ids) => tx.select({ id: articles.id, name: articles.title }).from(articles).where(inArray(articles.id, ids)),
  "programme.event": (tx, ids) => tx.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, ids)),
  "programme.production": (tx, ids) => tx.select({ id: productions.id, name: productions.name }).from(productions).where(inArray(productions.id, ids)),
  "programme.venue": (tx, ids) => tx.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, ids)),
  "programme.series": (tx, ids) => tx.select({ id: series.id, name: series.name }).from(series).where(inArray(series.id, ids)),
  "forms.form": (tx, ids) => tx.select({ id: forms.id, name: forms.title }).from(forms).where(inArray(forms.id, ids)),
  "programme.person": async (tx, ids) => (await tx.select({ id: people.id, first: people.first_name, last: people.last_name }).from(people).where(inArray(people.id, ids)))
    .map((row) => { const name = [row.first, row.last].filter(Boolean).join(" "); return { id: row.id, name: { de: name, en: name } }; }),
  "cms.page": async (tx, ids) => {
    const rows = await tx.select({ id: pages.id, lang: pageTranslations.lang, title: pageTranslations.title }).from(pages)
      .innerJoin(pageTranslations, eq(pageTranslations.page_id, pages.id)).where(inArray(pages.id, ids));
    return ids.map((id) => {
      const titles = rows.filter((row) => row.id === id);
      const title = (lang: string) => titles.find((row) => row.lang === lang)?.title ?? titles[0]?.title ?? `#${id}`;
      return { id, name: { de: title("de"), en: title("en") } };
    });
  },
};

async function ownerNames(tx: Tx, owners: { content_type: string; object_id: number }[]): Promise<SectionOwner[]> {
  const named: SectionOwner[] = [];
  for (const contentType of new Set(owners.map((owner) => owner.content_type))) {
    const ids = owners.filter((owner) => owner.content_type === contentType).map((owner) => owner.object_id);
    const found = OWNER_NAMES[contentType] ? await OWNER_NAMES[contentType](tx, ids) : [];
    for (const id of ids) {
      const name = found.find((row) => row.id === id)?.name ?? { de: `#${id}`, en: `#${id}` };
      named.push({ content_type: contentType, object_id: id, name });
    }
  }
  return named;
}
