/**
 * What sticks at the top of the window and covers the page: the editor header, the site
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
 * The parts, top to bottom. A sticky anchor list sticks with its whole section (the
 * anchor-list module's CSS), so the section is what covers the page.
 */
export function stickyTopParts(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${STICKY_TOP_ATTRIBUTE}], [data-sticky-anchors]`)].map((element) =>
    element.hasAttribute(STICKY_TOP_ATTRIBUTE) ? element : (element.closest<HTMLElement>("[data-section-id]") ?? element));
}

/** The bottom edge of the parts that stick at the top right now (they touch, top to bottom). */
export function stuckBottom(doc: Document): number {
  let bottom = 0;
  for (const element of stickyTopParts(doc)) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0 && rect.top <= bottom + 1 && rect.bottom > bottom) bottom = rect.bottom;
  }
  return bottom;
}

/** The covered height once scrolled, in px, as last measured (0 before the first measure). */
export function scrolledStickyTop(doc: Document): number {
  return Number.parseFloat(doc.documentElement.style.getPropertyValue(STICKY_TOP_SCROLLED_PROPERTY)) || 0;
}
