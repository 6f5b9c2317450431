/**
 * The six column layouts, as widths in twelfths (000 §3). A rule of its own, not part of the
 * section module, because the editor API's bodies (schemas/api/editor.ts) check layouts and
 * schemas/ never imports modules/; the section module imports it from here.
 */
export const LAYOUT_COLUMNS = {
  "100": [12],
  "67-33": [8, 4],
  "33-67": [4, 8],
  "50-50": [6, 6],
  "33-33-33": [4, 4, 4],
  "25-50-25": [3, 6, 3],
} as const satisfies Record<string, readonly number[]>;
export type Layout = keyof typeof LAYOUT_COLUMNS;
export const LAYOUTS = Object.keys(LAYOUT_COLUMNS) as Layout[];
