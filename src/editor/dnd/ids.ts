import type { ModuleType } from "@modules/registry";

/**
 * Drag and drop ids: one namespace for sections ("s:"), modules ("m:") and toolbar kinds
 * ("t:"), which are dragged, and the places they drop into: the columns ("c:index:slug") and
 * the page's list of sections ("p:"), so a drop can tell what it got.
 */
export type DndRef =
  | { kind: "page" }
  | { kind: "section"; id: string }
  | { kind: "column"; section: string; column: number }
  | { kind: "module"; id: string }
  | { kind: "new"; type: ModuleType };

export const PAGE_DND_ID = "p:";
export const sectionDndId = (id: string) => `s:${id}`;
export const moduleDndId = (id: string) => `m:${id}`;
export const columnDndId = (section: string, column: number) => `c:${column}:${section}`;
export const newDndId = (type: ModuleType) => `t:${type}`;

export function parseDndId(value: string | number): DndRef | null {
  const text = String(value);
  const rest = text.slice(2);
  switch (text.slice(0, 2)) {
    case "p:": return { kind: "page" };
    case "s:": return { kind: "section", id: rest };
    case "m:": return { kind: "module", id: rest };
    case "t:": return { kind: "new", type: rest as ModuleType };
    case "c:": {
      const split = rest.indexOf(":");
      const column = Number(rest.slice(0, split));
      return split > 0 && Number.isInteger(column) ? { kind: "column", section: rest.slice(split + 1), column } : null;
    }
    default: return null;
  }
}

/** What a dragged thing is called among the items of the place it drops into: a section's or a module's own id. */
export const itemIdOf = (active: DndRef | null) => (active?.kind === "section" || active?.kind === "module" ? active.id : null);
