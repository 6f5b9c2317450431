import "server-only";
import { columnSchema } from "@modules/registry";
import { LAYOUTS, LAYOUT_COLUMNS, type Layout } from "@schemas/rules/section-layout";
import { columnCreateSchema, columnUpdateSchema } from "@schemas/api/editor";
import type { Db } from "../db/open";
import { NotFoundError, ValidationError } from "../errors";
import { editContainer, getContainer } from "./containers";
import type { VersionGuard } from "./section-versions";

/**
 * Columns are addressed by their index in a section. Their number is the layout's, so adding
 * or removing one also changes the layout: to the one given, else to the first layout with the
 * new number of columns (1 → 100, 2 → 50-50, 3 → 33-33-33). Their writes are section writes:
 * with a guard, a section changed since the editor saw it is refused (409) like any other.
 */
export const layoutFor = (count: number): Layout | undefined =>
  count === 2 ? "50-50" : LAYOUTS.find((layout) => LAYOUT_COLUMNS[layout].length === count);

export async function getColumn(db: Db, slug: string, index: number) {
  const row = await getContainer(db, slug);
  const column = row?.data.columns[index];
  if (!row || !column) throw new NotFoundError(`column ${slug}/${index} not found`);
  return { section: slug, index, width: LAYOUT_COLUMNS[row.data.layout][index] ?? 12, ...column };
}

/** Replace a column's modules (POST by index and PATCH: a column has nothing else to patch). */
export async function updateColumn(db: Db, slug: string, index: number, body: unknown, userId?: number, guard?: VersionGuard) {
  // Checked on its own first, so errors name the column's paths ("children.0.video_url").
  const { children } = columnSchema.parse(columnUpdateSchema.parse(body));
  await editContainer(db, slug, userId, async (row) => {
    if (!row.data.columns[index]) throw new NotFoundError(`column ${slug}/${index} not found`);
    const columns = row.data.columns.map((column, at) => (at === index ? { ...column, children } : column));
    return { data: { ...row.data, columns }, result: undefined };
  }, guard);
  return getColumn(db, slug, index);
}

/** Insert a column (empty unless children are given) at a position, the end by default. */
export async function createColumn(db: Db, slug: string, body: unknown, userId?: number, guard?: VersionGuard) {
  const input = columnCreateSchema.parse(body ?? {});
  columnSchema.parse({ children: input.children });
  const index = await editContainer(db, slug, userId, async (row) => {
    const count = row.data.columns.length + 1;
    const layout = input.layout ?? layoutFor(count);
    if (!layout) throw ValidationError.field(["layout"], "invalid_choice");
    const at = Math.min(input.position ?? count - 1, count - 1);
    const columns: unknown[] = [...row.data.columns];
    columns.splice(at, 0, { children: input.children });
    return { data: { ...row.data, layout, columns }, result: at };
  }, guard);
  return getColumn(db, slug, index);
}

/** Remove a column with its modules; the layout follows the new count (or `layout`). */
export async function deleteColumn(db: Db, slug: string, index: number, options: { layout?: Layout } = {}, userId?: number, guard?: VersionGuard) {
  await editContainer(db, slug, userId, async (row) => {
    if (!row.data.columns[index]) throw new NotFoundError(`column ${slug}/${index} not found`);
    const count = row.data.columns.length - 1;
    const layout = options.layout ?? layoutFor(count);
    if (!layout) throw ValidationError.field(["columns"], "too_small", { minimum: 1 });
    return { data: { ...row.data, layout, columns: row.data.columns.filter((_, at) => at !== index) }, result: undefined };
  }, guard);
}
