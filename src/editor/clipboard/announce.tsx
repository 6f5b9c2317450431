"use client";
import { useEffect, useState } from "react";
import styles from "../canvas/canvas.module.css";

/**
 * A polite live region for copy and paste: screen readers hear "Headline copied" as sighted
 * editors see the paste buttons appear. One per editor; announce() may be called anywhere.
 */
const ANNOUNCE = "museum-editor-announce";

export function announce(text: string) {
  window.dispatchEvent(new CustomEvent<string>(ANNOUNCE, { detail: text }));
}

export function ClipboardAnnouncer() {
  const [text, setText] = useState("");
  useEffect(() => {
    const onAnnounce = (event: Event) => setText((event as CustomEvent<string>).detail);
    window.addEventListener(ANNOUNCE, onAnnounce);
    return () => window.removeEventListener(ANNOUNCE, onAnnounce);
  }, []);
  return <p role="status" aria-live="polite" className={styles.visuallyHidden} data-clipboard-status>{text}</p>;
}
