"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import type { Localized } from "@schemas/rules/localized";
import { PROGRESS } from "../behaviours/constants";
import { onNavigationClick } from "../behaviours/navigation-click";
import { RouteLoading } from "./route-loading";
import { routeSkeleton } from "./route-skeleton";

type Pending = NonNullable<ReturnType<typeof routeSkeleton>> & { from: string };

/**
 * While a click on a link loads another page, that page's skeleton stands in for the one the
 * visitor leaves (000 §2), once the navigation takes longer than the progress bar's 200 ms
 * (a page the router has prefetched arrives at once), until the path changes or, for a
 * navigation that never ends, as long as the progress bar waits.
 *
 * Not a route's loading.tsx: that is a Suspense boundary around the page, which React 19.2
 * also sends apart in the page's first HTML and shows at least 300 ms after the skeleton's
 * first paint, so every visit began with a skeleton, and the largest paint came late.
 * The editor's page (edit mode, in this layout too) renders per request and keeps no skeleton.
 */
export function NavigationSkeleton({ texts, children }: { texts: Localized<string>; children: ReactNode }) {
  const pathname = usePathname();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  // "Storing information from previous renders": a new path ends the wait.
  if (pending && pending.from !== pathname) setPending(null);

  useEffect(() => {
    let show: ReturnType<typeof setTimeout> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const stopClicks = onNavigationClick(({ pathname: path }) => {
      // Only to another path: a new query (a list's next page) is shown by the list itself.
      const target = path !== location.pathname && !document.body.classList.contains("edit-mode") ? routeSkeleton(path) : null;
      if (!target) return;
      const from = current.current;
      clearTimeout(show);
      clearTimeout(giveUp);
      show = setTimeout(() => {
        if (current.current === from) setPending({ ...target, from });
      }, PROGRESS.throttleMs);
      giveUp = setTimeout(() => setPending(null), 2 * PROGRESS.durationMs);
    });
    return () => {
      stopClicks();
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, []);

  return (
    <>
      {pending && <RouteLoading shape={pending.shape} text={texts[pending.lang]} />}
      <div hidden={pending !== null}>{children}</div>
    </>
  );
}
