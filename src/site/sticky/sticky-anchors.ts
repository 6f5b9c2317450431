/**
 * The contract with the anchor-list module: an anchor list marked sticky renders
 * `data-sticky-anchors` on its navigation, and its in-page links become the sticky
 * navigation's anchor buttons (001 §2).
 */
export const STICKY_ANCHORS_SELECTOR = "[data-sticky-anchors] a[href^='#']";

export interface StickyAnchor {
  href: string;
  text: string;
}

/** The sticky anchor links in a document, in order, each target once. */
export function readStickyAnchors(root: ParentNode): StickyAnchor[] {
  const seen = new Set<string>();
  const anchors: StickyAnchor[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>(STICKY_ANCHORS_SELECTOR)) {
    const href = link.getAttribute("href") ?? "";
    const text = link.textContent?.trim() ?? "";
    if (href.length < 2 || !text || seen.has(href)) continue;
    seen.add(href);
    anchors.push({ href, text });
  }
  return anchors;
}
