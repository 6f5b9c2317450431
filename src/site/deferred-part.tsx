"use client";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import styles from "./deferred-part.module.css";

/**
 * When a kind of deferred part lets its code load: a hook given the part's box (around the
 * server's HTML) and `release`. What it returns renders inside the part's boundary, so it
 * mounts once the part has hydrated.
 */
export type DeferTrigger = (box: RefObject<HTMLDivElement | null>, release: () => void) => ReactNode;

/**
 * A client component whose code loads only once its trigger releases it, when the part came
 * with the server's HTML (the server renders it in full). While its code has not loaded,
 * React leaves that HTML as it is: a Suspense boundary waiting for its code stays unhydrated
 * and is hydrated in place later, so nothing is drawn twice. A part first drawn in the
 * browser (after a client-side navigation) has no HTML to keep: its code loads at once.
 */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>, useTrigger: DeferTrigger): ComponentType<Props> {
  return function DeferredPart(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      return { released, release };
    });
    // import() itself loads a module once, however many parts ask for it.
    const [Loaded] = useState(() =>
      lazy(async () => {
        if (typeof window !== "undefined") await gate.released;
        return { default: await load() };
      }),
    );
    useEffect(() => {
      if (!box.current?.firstElementChild) gate.release();
    }, [gate]);
    const after = useTrigger(box, gate.release);
    return (
      <div ref={box} className={styles.box}>
        <Suspense>
          <Loaded {...props} />
          {after}
        </Suspense>
      </div>
    );
  };
}
