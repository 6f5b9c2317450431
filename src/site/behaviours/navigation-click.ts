/** What the progress bar and the loading skeleton need to know about a click on a link. */
export interface LinkClick {
  href: string;
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
}

/**
 * True when the click starts a client navigation to another page of this site: a plain
 * left click on a same-origin link that changes the path or query (a hash-only change just
 * scrolls, a new tab or a download leaves this page alone).
 */
export function isClientNavigation(click: LinkClick, current: string): boolean {
  if (click.button !== 0 || click.modified || click.download) return false;
  if (click.target && click.target !== "_self") return false;
  let next: URL;
  const here = new URL(current);
  try {
    next = new URL(click.href, here);
  } catch {
    return false;
  }
  if (next.origin !== here.origin) return false;
  return next.pathname !== here.pathname || next.search !== here.search;
}

/** The click on a link an event landed on, or null when it landed off links. */
export function linkClickOf(event: MouseEvent): LinkClick | null {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  return {
    href: link.href,
    target: link.target,
    download: link.hasAttribute("download"),
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
  };
}
