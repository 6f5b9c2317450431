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
function linkClickOf(event: MouseEvent): LinkClick | null {
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

/**
 * Calls `start` with the target URL of every click that starts a client navigation; returns
 * the unsubscribe. Capture phase: next/link prevents the default in its own handler, so a
 * bubbling listener could not tell its clicks from others.
 */
export function onNavigationClick(start: (target: URL) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const click = linkClickOf(event);
    if (click && isClientNavigation(click, location.href)) start(new URL(click.href, location.href));
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
