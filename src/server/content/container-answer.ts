import { LAYOUT_COLUMNS } from "@schemas/rules/section-layout";
import type { containers } from "../db/schema";

export type ContainerRow = typeof containers.$inferSelect;

/**
 * A section as the editor API answers it: the stored section plus where it lives and its
 * version, which the editor sends back with its next write to that section.
 */
export function containerAnswer(row: ContainerRow) {
  const widths = LAYOUT_COLUMNS[row.data.layout] as readonly number[];
  return {
    ...row.data,
    columns: row.data.columns.map((column, index) => ({ ...column, width: widths[index] ?? 12, classes: `col col-${widths[index] ?? 12}` })),
    slug: row.slug,
    pk: row.id,
    parent: null,
    model: "section" as const,
    content_type: row.content_type,
    object_id: row.object_id,
    lang: row.lang,
    position: row.position,
    version: row.version,
  };
}
export type ContainerAnswer = ReturnType<typeof containerAnswer>;
