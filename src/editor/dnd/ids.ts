import type { ModuleType } from "../../../modules/registry";

/**
 * Draggable and droppable ids: one namespace for sections ("s:"), columns ("c:slug:index"),
 * modules ("m:") and toolbar kinds ("t:"), so a drop can tell what it got.
 */
export type DndRef =
  | { kind: "section"; id: string }
  | { kind: "column"; section: string; column: number }
  | { kind: "module"; id: string }
  | { kind: "new"; type: ModuleType };

export const sectionDndId = (id: string) => `s:${id}`;
export const moduleDndId = (id: string) => `m:${id}`;
export const columnDndId = (section: string, column: number) => `c:${column}:${section}`;
export const newDndId = (type: ModuleType) => `t:${type}`;

export function parseDndId(value: string | number): DndRef | null {
  const text = String(value);
  const rest = text.slice(2);
  switch (text.slice(0, 2)) {
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

/** Sections sort among sections; modules and new kinds drop onto modules and columns. */
export const acceptsDrop = (active: DndRef | null, target: DndRef | null) =>
  !!active && !!target && (active.kind === "section" ? target.kind === "section" : target.kind === "module" || target.kind === "column");
