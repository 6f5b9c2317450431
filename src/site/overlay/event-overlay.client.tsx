"use client";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { usePathname } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { NO_SCROLL_CLASS } from "../header/header-events";
import { Icon } from "../icons/icon";
import { hasOverlayFlag, isEventPage, withoutOverlayFlag } from "./overlay-query";
import styles from "./event-overlay.module.css";

// The overlay sits in every page's shell; its lists (with SWR and the date formatting) load when it first opens.
const OverlayContent = lazy(() => import("./overlay-content.client").then((module) => ({ default: module.OverlayContent })));

export interface OverlayTexts { title: string; open: string; close: string; upcoming: string; all_events: string; loading: string; tickets: string }

/** The footer in view hides the button (001 §2): it would cover the footer's links. */
function useFooterInView() {
  const [inView, setInView] = useState(false);
  const pathname = usePathname();
  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!footer) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, [pathname]);
  return inView;
}

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Tab from the last control goes to the first and back: focus never leaves the open overlay for the browser's own UI. */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
  else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
}

const clearFlag = () => {
  const { pathname, search, hash } = window.location;
  if (hasOverlayFlag(search)) window.history.replaceState(window.history.state, "", withoutOverlayFlag(pathname, search, hash));
};

/**
 * The event overlay "Programm und Karten" (001 §2): a full-screen modal dialog opened from the
 * sticky ticket button or by `?overlay=true`; it closes on Esc, on its close button and on a
 * path change, each clearing the flag. The native modal dialog keeps focus inside while open;
 * focus goes back to where it was on close.
 */
export function EventOverlay({ lang, texts, showButton }: { lang: Locale; texts: OverlayTexts; showButton: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const footerInView = useFooterInView();

  const show = useCallback(() => {
    const node = dialog.current;
    if (!node || node.open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node.showModal();
    setOpen(true);
  }, []);
  const hide = useCallback(() => dialog.current?.close(), []);

  // Each page (the first and every path change) closes the overlay, or opens it when its URL
  // asks to. Closing for a new page leaves focus to the page transition.
  useEffect(() => {
    if (hasOverlayFlag(window.location.search)) { show(); clearFlag(); return; }
    returnFocus.current = null;
    hide();
  }, [pathname, show, hide]);

  // The page behind does not scroll while the overlay is open (000 §4), as with the menu.
  useEffect(() => {
    document.body.classList.toggle(NO_SCROLL_CLASS, open);
    return () => document.body.classList.remove(NO_SCROLL_CLASS);
  }, [open]);

  const onClose = () => {
    setOpen(false);
    clearFlag();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <>
      {showButton && !isEventPage(pathname) && (
        <button type="button" className={styles.trigger} hidden={footerInView} onClick={show} aria-haspopup="dialog" data-overlay-button="">
          <Icon name="ticket" className={styles.triggerIcon} />
          <span className="visually-hidden">{texts.open}</span>
        </button>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="event-overlay-title" onClose={onClose} onKeyDown={wrapFocus} data-event-overlay="">
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id="event-overlay-title" className={styles.title}>{texts.title}</h2>
            <button type="button" className={styles.close} onClick={hide}>
              <Icon name="close" className={styles.closeIcon} />
              <span className="visually-hidden">{texts.close}</span>
            </button>
          </div>
          {open && (
            <Suspense fallback={<p role="status">{texts.loading}</p>}>
              <OverlayContent lang={lang} texts={texts} />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
