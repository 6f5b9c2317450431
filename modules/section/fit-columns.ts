import type { SectionData } from "../registry";
import { LAYOUT_COLUMNS, type Layout } from "@schemas/rules/section-layout";

/**
 * Empty columns for a layout, or the given ones fitted to it: extra columns' modules move
 * into the last kept column, so a layout change loses nothing. Shared by the server's
 * section writes and the editor, which must show the same result before the save answers.
 */
export function fitColumns(columns: SectionData["columns"], layout: Layout): SectionData["columns"] {
  const count = LAYOUT_COLUMNS[layout].length;
  const kept = columns.slice(0, count).map((column) => ({ ...column, children: [...column.children] }));
  const spill = columns.slice(count).flatMap((column) => column.children);
  while (kept.length < count) kept.push({ children: [] });
  if (spill.length) kept[count - 1]!.children.push(...spill);
  return kept;
}
