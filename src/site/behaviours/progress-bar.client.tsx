"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { PROGRESS } from "./constants";
import { onNavigationClick } from "./navigation-click";
import styles from "./behaviours.module.css";

type State = "idle" | "running" | "done";

/**
 * The progress bar of client navigations (000 §4): it appears only when a navigation takes
 * longer than 200 ms, creeps towards the end over about 5 s, completes when the new route is
 * there and hides 500 ms later. Decorative (aria-hidden): screen readers get the new page.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? "";
  const [state, setState] = useState<State>("idle");
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Path and query of the page on screen. */
  const shown = useRef("");

  useEffect(() => {
    const start = () => {
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        setState("running");
      }, PROGRESS.throttleMs);
    };
    // Fragment navigations fire popstate too (a click on "#anchor", back over one); only a
    // change of path or query loads a page.
    const onPopState = () => {
      if (location.pathname + location.search !== shown.current) start();
    };
    const stopClicks = onNavigationClick(start);
    window.addEventListener("popstate", onPopState);
    return () => {
      stopClicks();
      window.removeEventListener("popstate", onPopState);
      clearTimeout(pending.current);
    };
  }, []);

  // The new route is rendered: finish (or never show a bar for a fast navigation).
  useEffect(() => {
    shown.current = location.pathname + location.search;
    clearTimeout(pending.current);
    pending.current = undefined;
    // The route change is the external event this effect answers; the state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => (current === "running" ? "done" : current));
  }, [pathname, search]);

  useEffect(() => {
    if (state === "idle") return;
    // Done: hide after 500 ms. Running: give up after twice the expected time (a cancelled navigation).
    const next = setTimeout(() => setState(state === "done" ? "idle" : "done"), state === "done" ? PROGRESS.hideMs : 2 * PROGRESS.durationMs);
    return () => clearTimeout(next);
  }, [state]);

  return (
    <div className={styles.progress} data-state={state} aria-hidden="true">
      <div className={styles.progressBar} />
    </div>
  );
}
