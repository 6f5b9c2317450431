"use client";
import { Suspense, useEffect, useMemo, useRef, type ComponentType } from "react";
import { once, useDeferredPart } from "./deferred-part";
import styles from "./deferred-part.module.css";

/** How far ahead of the screen the code starts loading, so it is ready when the part scrolls in. */
const AHEAD = "200px 0px";

/**
 * A client component whose code loads when its server-rendered HTML comes near the screen, for
 * parts that pages often hold below the first screen (a slider).
 */
export function loadWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loadOnce = once(load);
  return function LoadWhenVisible(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const { Loaded, release } = useDeferredPart(loadOnce);
    useEffect(() => {
      // The box has no box of its own (display: contents): its first element is the part. Until
      // React shows the part's server HTML, which it may send after the rest of the page, that
      // element is React's placeholder (a <template>, never on screen): then the part's place
      // is the element around the box.
      const first = box.current?.firstElementChild;
      const target = first && !(first instanceof HTMLTemplateElement) ? first : box.current?.parentElement;
      if (!target) return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        release();
      }, { rootMargin: AHEAD });
      observer.observe(target);
      return () => observer.disconnect();
    }, [release]);
    const part = useMemo(() => <Suspense><Loaded {...props} /></Suspense>, [Loaded, props]);
    return <div ref={box} className={styles.box}>{part}</div>;
  };
}
