import "server-only";
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { fieldMetaOf } from "@schemas/rules/field-shape";
import type { Tx } from "../db/open";
import {
  articleCategories, articleTags, events, eventTags, exhibitionTypes, genres, people, productions, rooms, seasons, series, venues,
} from "../db/schema";
import { ValidationError } from "../errors";

/** The table behind each `reference` name of the field metadata (schemas/entities/*). */
const REFERENCE_TABLES: Record<string, { table: PgTable; id: PgColumn }> = {
  room: { table: rooms, id: rooms.id },
  "exhibition-type": { table: exhibitionTypes, id: exhibitionTypes.id },
  series: { table: series, id: series.id },
  genre: { table: genres, id: genres.id },
  venue: { table: venues, id: venues.id },
  production: { table: productions, id: productions.id },
  event: { table: events, id: events.id },
  "event-tag": { table: eventTags, id: eventTags.id },
  season: { table: seasons, id: seasons.id },
  "article-category": { table: articleCategories, id: articleCategories.id },
  tag: { table: articleTags, id: articleTags.id },
  person: { table: people, id: people.id },
};

type Wanted = { path: (string | number)[]; id: number };

/** The ids a change points to, with the path of the field that names each. */
function wantedIds(key: string, widget: string, value: unknown): Wanted[] {
  if (widget === "reference") return typeof value === "number" ? [{ path: [key], id: value }] : [];
  if (widget === "references" && Array.isArray(value)) {
    return value.flatMap((id, index) => (typeof id === "number" ? [{ path: [key, index], id }] : []));
  }
  if (widget === "list" && Array.isArray(value)) {
    return value.flatMap((item: { person_id?: unknown }, index) =>
      typeof item?.person_id === "number" ? [{ path: [key, index, "person_id"], id: item.person_id }] : []);
  }
  return [];
}

/**
 * Refuse a change that points to a row that does not exist (a deleted venue, a mistyped id)
 * as a 400 on that field, rather than letting the foreign key fail as a 500. An entity may
 * not be its own parent either.
 */
export async function assertReferences(tx: Tx, schema: z.ZodObject, data: Record<string, unknown>, selfId: number): Promise<void> {
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (!(key in data)) continue;
    const meta = fieldMetaOf(fieldSchema)?.meta;
    const target = meta?.reference ? REFERENCE_TABLES[meta.reference] : undefined;
    if (!meta || !target) continue;
    const wanted = wantedIds(key, meta.widget, data[key]);
    if (!wanted.length) continue;
    const found = await tx.select({ id: target.id }).from(target.table).where(inArray(target.id, [...new Set(wanted.map((item) => item.id))]));
    const existing = new Set(found.map((row) => Number(row.id)));
    for (const item of wanted) {
      const self = key === "parent_id" && item.id === selfId;
      if (!existing.has(item.id) || self) issues.push({ code: "custom", path: item.path, message: "invalid_choice", input: item.id });
    }
  }
  if (issues.length) throw new ValidationError(new z.ZodError(issues));
}
