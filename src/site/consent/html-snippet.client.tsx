"use client";

import { useEffect, useRef } from "react";

/**
 * Editor-written HTML put in once its consent gates are open, with its scripts running: HTML
 * set through innerHTML leaves them dead, but a fragment parsed by a Range marks them as not
 * yet run, so they run when it is inserted.
 */
export function HtmlSnippetClient({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    const fragment = range.createContextualFragment(html);
    // A page under a nonce policy (edit mode, the dashboard) has 'strict-dynamic', which lets
    // any script inserted from here load from anywhere: there the snippet goes in without its
    // scripts, as its server HTML would show.
    if (document.querySelector("script[nonce]")) for (const script of fragment.querySelectorAll("script")) script.remove();
    element.replaceChildren(fragment);
    return () => element.replaceChildren();
  }, [html]);

  return <div ref={box} />;
}
