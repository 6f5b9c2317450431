"use client";
import { Suspense, useEffect, useMemo, useRef, type ComponentType } from "react";
import { once, useDeferredPart } from "./deferred-part";
import styles from "./deferred-part.module.css";

/** What shows that a visitor starts to use a part: entering it, pressing in it, typing or autofill. */
const FIRST_USE = ["focusin", "pointerdown", "input"] as const;

/** Rendered inside the part's boundary: its effect runs once the part has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A client component whose code loads when the visitor first uses its server-rendered HTML,
 * for a form: until then the page carries none of its code. A form sent before its code has
 * hydrated (Enter in the first field, at once) is held back, not sent by the browser as a
 * plain GET with its fields in the address, and sent by the part once it runs; what was typed
 * before stays (React keeps it when hydrating and replays it as a change).
 */
export function loadOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const loadOnce = once(load);
  return function LoadOnFirstUse(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const heldBack = useRef<HTMLFormElement | null>(null);
    const { Loaded, release } = useDeferredPart(loadOnce);
    useEffect(() => {
      const node = box.current;
      if (!node) return;
      const inside = (event: Event) => event.target instanceof Node && node.contains(event.target);
      const use = (event: Event) => {
        if (inside(event)) release();
      };
      const hold = (event: Event) => {
        if (hydrated.current || !inside(event) || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        heldBack.current = event.target;
        release();
      };
      // On the document, capturing: React stops these events at its root while they target HTML
      // it has not hydrated yet, so a listener on the box itself would never hear them.
      for (const name of FIRST_USE) document.addEventListener(name, use, true);
      document.addEventListener("submit", hold, true);
      return () => {
        for (const name of FIRST_USE) document.removeEventListener(name, use, true);
        document.removeEventListener("submit", hold, true);
      };
    }, [release]);
    const onHydrated = useRef(() => {
      hydrated.current = true;
      const form = heldBack.current;
      heldBack.current = null;
      if (form?.isConnected) form.requestSubmit();
    }).current;
    const part = useMemo(() => (
      <Suspense>
        <Loaded {...props} />
        <Hydrated onHydrated={onHydrated} />
      </Suspense>
    ), [Loaded, props, onHydrated]);
    return <div ref={box} className={styles.box}>{part}</div>;
  };
}
