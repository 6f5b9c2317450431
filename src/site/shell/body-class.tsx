"use client";
import { useEffect } from "react";

/** Body classes of 000 §4: CMS routes and event routes each have their own; other routes none. */
export const BODY_CLASSES = { cms: "page-cms", events: "page-events" } as const;
export type BodyClassKind = keyof typeof BODY_CLASSES;

/**
 * Puts a route's class on <body> while the page is shown. Layouts do not know the route and
 * cached pages cannot touch <body>, so the page renders this and the class follows after
 * hydration; leaving the page removes it again.
 */
export function BodyClass({ kind }: { kind: BodyClassKind }) {
  useEffect(() => {
    const name = BODY_CLASSES[kind];
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [kind]);
  return null;
}
