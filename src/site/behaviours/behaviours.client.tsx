"use client";

import { Suspense, useEffect } from "react";
import { reloadOnceForChunkError } from "./chunk-reload";
import { NavigationEffects } from "./navigation-effects.client";
import { OnlineStatus } from "./online-status.client";
import { ProgressBar } from "./progress-bar.client";
import { SupportNotice, type SupportTexts } from "./support-notice.client";
import styles from "./behaviours.module.css";

interface Props {
  support: SupportTexts;
  offline: string;
}

/** The shell's client behaviours: one small island, mounted once by the layout. */
export function BehavioursClient({ support, offline }: Props) {
  // One reload on a chunk-load failure, at most once per 60 s (000 §8).
  useEffect(() => {
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        reloadOnceForChunkError(event.error ?? { message: event.message });
      } else if (event.target instanceof HTMLScriptElement && event.target.src.includes("/_next/static/")) {
        // A <script> that failed to load reports no error object, only its element.
        reloadOnceForChunkError({ name: "ChunkLoadError", message: `Loading chunk ${event.target.src} failed` });
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason);
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);

  // The service worker only serves an offline page (public/sw.js); register it once the page has loaded.
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);

  return (
    <>
      {/* useSearchParams needs a boundary; the bar only exists in the browser anyway. */}
      <Suspense fallback={null}>
        <ProgressBar />
      </Suspense>
      <NavigationEffects />
      <div className={styles.notices}>
        <SupportNotice texts={support} />
        <OnlineStatus text={offline} />
      </div>
    </>
  );
}
