/**
 * What sticks at the top of the window and covers the page: the editor's bar, the site
 * header's main bar and a sticky anchor list. Their heights become CSS custom properties on
 * <html> (read by scroll-padding-top and the anchors' scroll margin in tokens.css), so that
 * keyboard focus and hash targets land below them, whatever the text size or wrapping.
 */

/** Marks an element that sticks at the top of the window. */
export const STICKY_TOP_ATTRIBUTE = "data-sticky-top";
/** The current covered height, and the height once the header has shrunk on scrolling. */
export const STICKY_TOP_PROPERTY = "--sticky-top";
export const STICKY_TOP_SCROLLED_PROPERTY = "--sticky-top-scrolled";
/** Room between the sticky parts and a focused element, so its focus ring shows as well. */
export const FOCUS_GAP_PX = 8;

/** A length custom property in px ("4.5rem", "12px"); rem is read against the root font size. */
export function lengthPx(value: string, rootFontPx: number): number {
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number)) return 0;
  return value.trim().endsWith("rem") ? number * rootFontPx : number;
}

export interface StickyParts {
  /** The editor header's and the sticky anchor list's heights (0 when absent). */
  others: number;
  /** The header's main bar at full height, and how much it gives up once scrolled. */
  bar: number;
  shrink: number;
  scrolled: boolean;
}

/** The covered height now and after the header has shrunk. */
export function stickyTop({ others, bar, shrink, scrolled }: StickyParts): { current: number; scrolled: number } {
  const shrunk = Math.max(0, bar - shrink);
  return { current: Math.round(others + (scrolled ? shrunk : bar)), scrolled: Math.round(others + shrunk) };
}

/** How far the window has to scroll up so that `rect` sits below the stuck parts (0: visible). */
export function revealBy(elementTop: number, stuckBottom: number, gap: number = FOCUS_GAP_PX): number {
  return elementTop < stuckBottom + gap ? Math.floor(elementTop - stuckBottom - gap) : 0;
}

/**
 * What may stick at the top, top to bottom, read from the markup alone (no style is read, so
 * no style recalculation is forced). A sticky anchor list sticks with its whole section (the
 * anchor-list module's CSS), so the section is what covers the page.
 */
export function stickyTopCandidates(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${STICKY_TOP_ATTRIBUTE}], [data-sticky-anchors]`)]
    .map((element) => element.hasAttribute(STICKY_TOP_ATTRIBUTE) ? element : (element.closest<HTMLElement>("[data-section-id]") ?? element));
}

/**
 * The candidates that stick now. Edit mode keeps the anchor list's section and the site
 * header in the flow; the editor's bar holds the top, fixed there.
 */
export function stickyTopParts(doc: Document): HTMLElement[] {
  return stickyTopCandidates(doc).filter((element) => ["sticky", "fixed"].includes(getComputedStyle(element).position));
}

/** The bottom edge of the boxes that stick at the top, touching or overlapping, top to bottom. */
export function coveredBottom(boxes: readonly { top: number; bottom: number }[]): number {
  let bottom = 0;
  // By their place on screen, not in the document: the editor's header comes first in the
  // document but sticks below the site header's bar.
  for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
    if (box.bottom > box.top && box.top <= bottom + 1 && box.bottom > bottom) bottom = box.bottom;
  }
  return bottom;
}

/**
 * Where a part sticks once the page scrolls up. A part near the end of its container (the
 * editor header at the end of <main>) is pushed up with the container's end and comes back
 * down to its sticky offset as the page scrolls up, so what it covers is measured there:
 * measured where it is now, revealing an element would move both by the same amount.
 */
function stuckBox(element: HTMLElement): { top: number; bottom: number } {
  const rect = element.getBoundingClientRect();
  const offset = Number.parseFloat(getComputedStyle(element).top);
  const top = Number.isFinite(offset) && rect.top < offset ? offset : rect.top;
  return { top, bottom: top + rect.height };
}

/** The bottom edge of the parts that stick at the top, where they stick. */
export const stuckBottom = (doc: Document): number => coveredBottom(stickyTopParts(doc).map(stuckBox));

/** The covered height once scrolled, in px, as last measured (0 before the first measure). */
export function scrolledStickyTop(doc: Document): number {
  return Number.parseFloat(doc.documentElement.style.getPropertyValue(STICKY_TOP_SCROLLED_PROPERTY)) || 0;
}
