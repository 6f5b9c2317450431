"use client";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { VersionsPanel } from "./versions-panel";
import styles from "./top-bar.module.css";

/** The versions panel's toggle while the panel is open, whatever else the panel holds. */
const openToggle = (host: HTMLElement | null) => host?.querySelector<HTMLButtonElement>("button[aria-expanded='true']") ?? null;

/**
 * The versions panel in the bar: its list lies over the page below its button
 * (top-bar.module.css) instead of pushing the page down. The panel keeps its own open state;
 * Escape, or a press outside while it is open, closes it through its own button, which then
 * has the focus.
 */
export function VersionsPopover({ pageUrl }: { pageUrl: string }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const open = openToggle(host.current);
      if (open && event.target instanceof Node && !host.current?.contains(event.target)) open.click();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const open = openToggle(host.current);
    if (event.key !== "Escape" || !open || event.defaultPrevented) return;
    event.preventDefault();
    open.click();
    open.focus();
  };

  return (
    <div ref={host} className={styles.versionsHost} onKeyDown={onKeyDown}>
      <VersionsPanel pageUrl={pageUrl} />
    </div>
  );
}
