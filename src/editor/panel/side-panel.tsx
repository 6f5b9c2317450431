"use client";
import { memo, useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { Outline } from "./outline";
import { Palette } from "./palette";
import { panelState, usePanelOpen } from "./panel-state";
import { SIDE_PANEL_ID } from "../edit-mode-document";
import styles from "./side-panel.module.css";


/**
 * The side panel below the bar: the module palette and the page's outline, in a scroll of
 * their own. On a wide window the page makes room for it (side-panel.module.css); on a narrow
 * one it lies over the page; Escape closes it (the focus going back to the bar's toggle), and
 * so does the focus moving on to the page.
 * It is no sticky-top part: it covers the left, never the top, of the page. Memoised: the
 * editor's root re-renders with every change, the outline alone follows the state.
 */
export const SidePanel = memo(function SidePanel() {
  const { lang } = useEditorActions();
  const open = usePanelOpen();
  const search = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLElement>(null);

  // Asked by a shortcut: once the panel shows (the store re-renders it before the next frame).
  // A plain focus: the panel scrolls itself to it, the page stays where it is.
  useEffect(() => panelState.onFocusRequest((focus) => requestAnimationFrame(() => {
    const target = focus === "search" ? search.current : panel.current?.querySelector<HTMLElement>("[data-editor-toolbar] button");
    target?.focus();
  })), []);

  // Escape during a keyboard drag of a kind is the drag's: it cancels that, not the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || panelState.isWide() || event.defaultPrevented || document.querySelector("[data-dragging]")) return;
    event.preventDefault();
    panelState.setOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${SIDE_PANEL_ID}"]`)?.focus();
  };

  // Lying over the page, the panel would hide what Tab reaches next (WCAG 2.4.11): it closes
  // when the focus moves on to the page. The bar (its toggle) is no part of the page.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (panelState.isWide() || !(next instanceof Element) || panel.current?.contains(next) || next.closest("[data-editor-bar]")) return;
    panelState.setOpen(false);
  };

  return (
    <section ref={panel} id={SIDE_PANEL_ID} className={styles.panel} hidden={!open} aria-label={editorText(lang, "side_panel")}
      data-editor-panel="" onKeyDown={onKeyDown} onBlur={onBlur}>
      <Palette lang={lang} searchRef={search} />
      <Outline lang={lang} />
    </section>
  );
});
