/**
 * Where a module added by click goes: after the selected module, or at the end of the chosen
 * column. Chosen by focusing or pressing a module or a column on the page (see
 * use-insert-target.ts); the bar, the side panel (where the palette is) and dialogs leave the
 * choice as it was, so the palette can be reached without losing it.
 */
export type InsertTarget =
  | { kind: "module"; id: string }
  | { kind: "column"; section: string; column: number }
  | null;

let current: InsertTarget = null;
const listeners = new Set<() => void>();

const same = (a: InsertTarget, b: InsertTarget) =>
  a === b || (a?.kind === "module" && b?.kind === "module" && a.id === b.id)
  || (a?.kind === "column" && b?.kind === "column" && a.section === b.section && a.column === b.column);

export const insertTarget = {
  get: () => current,
  set(next: InsertTarget) {
    if (same(current, next)) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * What an element on the page chooses: its module, else its column ("c:index:section" in
 * data-drop-container), else nothing; `undefined` where the choice stays (bar, side panel, dialogs).
 */
export function targetOfElement(element: Element): InsertTarget | undefined {
  if (element.closest("[data-sticky-top], [data-editor-panel], dialog, [role='dialog'], [role='alertdialog']")) return undefined;
  const module = element.closest<HTMLElement>("[data-module-id]");
  if (module?.dataset.moduleId) return { kind: "module", id: module.dataset.moduleId };
  const column = element.closest<HTMLElement>("[data-drop-container^='c:']")?.dataset.dropContainer;
  const match = column ? /^c:(\d+):(.+)$/.exec(column) : null;
  return match ? { kind: "column", section: match[2]!, column: Number(match[1]) } : null;
}
