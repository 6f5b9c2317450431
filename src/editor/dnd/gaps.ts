import type { DropSlot } from "./drop-slot";
import { PAGE_DND_ID, type DndRef } from "./ids";

/** A place things drop into (a column, or the page's list of sections): its dnd id and its items' ids in order. */
export interface DropContainer {
  over: string;
  items: string[];
}

/**
 * Every gap a thing can be dropped into, in reading order (section by section, column by
 * column, top to bottom). The gaps right before and right after the dragged item are the
 * same place, so that place is listed once.
 */
export function gapsInOrder(containers: readonly DropContainer[], dragged: string | null): Required<DropSlot>[] {
  return containers.flatMap(({ over, items }) => {
    const own = dragged === null ? -1 : items.indexOf(dragged);
    return Array.from({ length: items.length + 1 }, (_, gap) => ({ over, gap })).filter(({ gap }) => own < 0 || gap !== own + 1);
  });
}

/** The place an item is at now, as a gap (null for a new module, or one not on the page). */
export function ownGap(containers: readonly DropContainer[], itemId: string | null): Required<DropSlot> | null {
  for (const { over, items } of containers) {
    const gap = itemId === null ? -1 : items.indexOf(itemId);
    if (gap >= 0) return { over, gap };
  }
  return null;
}

/** The gap a pointer at height `y` picks: before the first item whose middle lies below it. */
export function gapAt(middles: readonly number[], y: number): number {
  const index = middles.findIndex((middle) => y < middle);
  return index < 0 ? middles.length : index;
}

// The DOM side: a container carries its dnd id in data-drop-container, its items (sections,
// modules) theirs in data-drop-item, as its direct children. Nothing moves while dragging (a
// chip follows the pointer), so the page's own geometry is read as it is.
const containerSelector = (active: DndRef | null) => (active?.kind === "section" ? `[data-drop-container="${PAGE_DND_ID}"]` : `[data-drop-container^="c:"]`);
const itemElements = (container: Element) => [...container.querySelectorAll<HTMLElement>(":scope > [data-drop-item]")];
const containerElement = (over: string) => document.querySelector(`[data-drop-container="${CSS.escape(over)}"]`);

/** The places what is dragged can go, in document order, which is reading order. */
export const containersFor = (active: DndRef | null): DropContainer[] =>
  [...document.querySelectorAll<HTMLElement>(containerSelector(active))].map((container) => ({
    over: container.dataset.dropContainer!,
    items: itemElements(container).map((item) => item.dataset.dropItem!),
  }));

const middleGap = (container: Element, y: number) =>
  gapAt(itemElements(container).map((item) => {
    const rect = item.getBoundingClientRect();
    return rect.top + rect.height / 2;
  }), y);

/** The slot under a pointer (client coordinates): a section goes between sections, a module into the column it is in. */
export function pointerSlot(active: DndRef | null, { x, y }: { x: number; y: number }): DropSlot | null {
  for (const container of document.querySelectorAll<HTMLElement>(containerSelector(active))) {
    const box = container.getBoundingClientRect();
    const inside = active?.kind === "section" || (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
    if (inside) return { over: container.dataset.dropContainer!, gap: middleGap(container, y) };
  }
  return null;
}

/** Where a gap is drawn, in client coordinates: the middle of its container's width, at the gap's height. */
export function gapPoint({ over, gap = 0 }: DropSlot): { x: number; y: number } | null {
  const container = containerElement(String(over));
  if (!container) return null;
  const items = itemElements(container);
  const next = items[gap]?.getBoundingClientRect();
  const previous = items[gap - 1]?.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  const y = next && previous ? (previous.bottom + next.top) / 2 : next ? next.top : previous ? previous.bottom : box.top + box.height / 2;
  // The list of sections has no box of its own (display: contents): take its sections' width.
  const across = box.width ? box : (next ?? previous ?? box);
  return { x: across.left + across.width / 2, y };
}
