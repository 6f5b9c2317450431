"use client";

import { useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import styles from "./page-transition.module.css";

/**
 * Page transitions (000 §9): after a client navigation the new page's blocks fade in and
 * slide up 30 px, one after another (0.32 s to 1.22 s in eleven steps). The first page of a
 * visit appears at once, so its content is never held back; reduced motion turns it off.
 * Wrap the route's content with it (the layout's <main>); the key remounts it per path.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // "Storing information from previous renders": remember whether the path ever changed.
  const [seen, setSeen] = useState({ path: pathname, navigated: false });
  if (seen.path !== pathname) setSeen({ path: pathname, navigated: true });
  return (
    <div key={pathname} className={seen.navigated || seen.path !== pathname ? styles.enter : styles.static}>
      {children}
    </div>
  );
}
