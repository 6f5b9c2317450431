const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `root`, in order; hidden ones (closed details, [hidden]) left out. */
export function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Where Tab has to go instead of leaving a modal dialog: from the last stop (or from the
 * dialog's heading, when going back) round to the other end. Null: the browser's own step
 * stays inside.
 */
export function wrapTarget(root: Element, active: Element | null, backwards: boolean): HTMLElement | null {
  const stops = tabbables(root);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return null;
  if (!active || !root.contains(active)) return backwards ? last : first;
  if (backwards) {
    // The heading (focused on opening, not a Tab stop) comes before the first stop.
    const beforeFirst = active === first || (active.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return beforeFirst ? last : null;
  }
  return active === last ? first : null;
}
