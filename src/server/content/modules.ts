import "server-only";
import { randomUUID } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import { moduleSchema, type ContentModule, type SectionData } from "@modules/registry";
import { modulePlacementSchema, moduleMoveSchema } from "@schemas/api/editor";
import type { Db } from "../db/open";
import { containers } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { editContainers, type ContainerRow } from "./containers";
import type { VersionGuard } from "./section-versions";

/**
 * Modules inside sections, addressed by their own id (a client-made UUID, unique across the
 * site). A module body is the module itself; `section` (slug), `column` and `position` say
 * where it goes. Each body is checked by the registry's schema for its type before anything
 * is written, so errors name the module's own fields ("video_url").
 */

const PLACEMENT_KEYS = ["section", "column", "position"] as const;

const asObject = (body: unknown): Record<string, unknown> => {
  if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  throw ValidationError.field([], "invalid");
};
const withoutPlacement = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !(PLACEMENT_KEYS as readonly string[]).includes(key)));

/** The section holding a module: one indexed JSON containment query. */
async function findHolder(db: Db, id: string): Promise<ContainerRow | null> {
  const probe = JSON.stringify({ columns: [{ children: [{ id }] }] });
  const [row] = await db.select().from(containers).where(sql`${containers.data} @> ${probe}::jsonb`).orderBy(asc(containers.id)).limit(1);
  return row ?? null;
}

function locate(data: SectionData, id: string) {
  for (const [column, { children }] of data.columns.entries()) {
    const position = children.findIndex((module) => module.id === id);
    if (position >= 0) return { column, position, module: children[position]! };
  }
  return null;
}

export async function getModule(db: Db, id: string) {
  const holder = await findHolder(db, id);
  const found = holder && locate(holder.data, id);
  if (!holder || !found) throw new NotFoundError(`module ${id} not found`);
  return { ...found.module, section: holder.slug, column: found.column, position: found.position };
}

const columnsOf = (data: SectionData) => data.columns.map((column) => ({ ...column, children: [...column.children] }));

/** Put a checked module into a section's column at a position (the end when left out). */
function insert(data: SectionData, module: ContentModule, column: number, position: number | undefined) {
  const columns = columnsOf(data);
  const target = columns[column];
  if (!target) throw ValidationError.field(["column"], "invalid_choice");
  target.children.splice(Math.min(position ?? target.children.length, target.children.length), 0, module);
  return { ...data, columns };
}

export async function createModule(db: Db, body: unknown, userId?: number, guard?: VersionGuard) {
  const input = asObject(body);
  const placement = modulePlacementSchema.parse(input);
  const module = moduleSchema.parse({ ...withoutPlacement(input), id: input.id ?? randomUUID() });
  if (await findHolder(db, module.id)) throw ValidationError.field(["id"], "already_exists");
  await editContainers(db, [placement.section], userId, async ([row]) => ({
    data: [insert(row!.data, module, placement.column, placement.position)],
    result: undefined,
  }), guard);
  return getModule(db, module.id);
}

/**
 * Update a module: "replace" (POST by id) takes the body as the whole module, "merge" (PATCH)
 * changes only the keys given (null removes an optional one). `section`, `column` and
 * `position` move it, within its column, across columns or into another section.
 */
export async function updateModule(db: Db, id: string, body: unknown, mode: "replace" | "merge", userId?: number, guard?: VersionGuard) {
  const input = asObject(body);
  const move = moduleMoveSchema.parse(input);
  const holder = await findHolder(db, id);
  if (!holder) throw new NotFoundError(`module ${id} not found`);
  const target = move.section ?? holder.slug;
  await editContainers(db, [holder.slug, target], userId, async ([source, destination]) => {
    const found = locate(source!.data, id);
    if (!found) throw new NotFoundError(`module ${id} not found`);
    const fields = withoutPlacement(input);
    const merged: Record<string, unknown> = mode === "replace" ? { type: found.module.type, ...fields } : { ...found.module };
    if (mode === "merge") {
      for (const [key, value] of Object.entries(fields)) {
        if (value === null) delete merged[key];
        else if (value !== undefined) merged[key] = value;
      }
    }
    const module = moduleSchema.parse({ ...merged, id });
    const columns = columnsOf(source!.data);
    columns[found.column]!.children.splice(found.position, 1);
    const emptied = { ...source!.data, columns };
    const sameSection = destination === undefined;
    const column = move.column ?? (sameSection ? found.column : 0);
    const position = move.position ?? (sameSection && column === found.column ? found.position : undefined);
    if (sameSection) return { data: [insert(emptied, module, column, position)], result: undefined };
    return { data: [emptied, insert(destination.data, module, column, position)], result: undefined };
  }, guard);
  return getModule(db, id);
}

export async function deleteModule(db: Db, id: string, userId?: number, guard?: VersionGuard): Promise<void> {
  const holder = await findHolder(db, id);
  if (!holder) throw new NotFoundError(`module ${id} not found`);
  await editContainers(db, [holder.slug], userId, async ([row]) => {
    const found = locate(row!.data, id);
    if (!found) throw new NotFoundError(`module ${id} not found`);
    const columns = columnsOf(row!.data);
    columns[found.column]!.children.splice(found.position, 1);
    return { data: [{ ...row!.data, columns }], result: undefined };
  }, guard);
}
