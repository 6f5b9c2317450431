"use client";

import { lazy, Suspense, useEffect, useId, useReducer, useRef } from "react";
import { TICKETS_ANCHOR } from "@schemas/api/booking-constants";
import type { Locale } from "@schemas/rules/localized";
import { fillTemplate } from "../header/fill-template";
import { Icon } from "../icons/icon";
import type { BookingTexts } from "./booking-texts";
import { useBookingOpen } from "./open-store";
import { initialWidgetState, widgetReducer } from "./widget-state";
import styles from "./booking.module.css";

// Loaded with the first opening (the button itself is in the page's first JavaScript).
const BookingPanel = lazy(() => import("./booking-panel.client").then((module) => ({ default: module.BookingPanel })));

/** 001 §9: the widget resets 250 ms after it closed (after the closing animation). */
export const RESET_AFTER_MS = 250;

interface Props {
  lang: Locale;
  eventId: number;
  eventName: string;
  webshopUrl: string;
  texts: BookingTexts;
  sticky: boolean;
  className?: string;
}

/**
 * The booking widget (001 §4): a button that opens a modal dialog. The dialog moves focus in,
 * keeps the page behind it inert, closes on Esc, the close button or a click beside it, and
 * returns focus to whatever opened it (this button or the sticky one).
 */
export function BookingWidgetClient({ lang, eventId, eventName, webshopUrl, texts, sticky, className }: Props) {
  const widgetId = `event-${eventId}`;
  const [opening, setOpen] = useBookingOpen(widgetId);
  const open = opening > 0;
  const [state, dispatch] = useReducer(widgetReducer, initialWidgetState);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // "Tickets" links in lists and the overlay point at the event page's #tickets: open at once.
  useEffect(() => {
    const openOnHash = () => { if (window.location.hash === `#${TICKETS_ANCHOR}`) setOpen(true); };
    openOnHash();
    window.addEventListener("hashchange", openOnHash);
    return () => window.removeEventListener("hashchange", openOnHash);
  }, [setOpen]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      return;
    }
    if (!open && element.open) element.close();
    if (open) return;
    // Closed: the choice goes at once, the rest after the closing animation (001 §4).
    dispatch({ type: "close" });
    const timer = window.setTimeout(() => dispatch({ type: "reset" }), RESET_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const onClose = () => {
    setOpen(false);
    // The opener may have gone (the sticky button hides at the top): fall back to this button.
    const back = opener.current?.isConnected && opener.current.offsetParent !== null ? opener.current : trigger.current;
    back?.focus({ preventScroll: true });
  };

  return (
    <>
      <button ref={trigger} id={TICKETS_ANCHOR} type="button" className={className ?? styles.trigger} aria-haspopup="dialog" aria-expanded={open}
        data-booking-button="" data-booking-widget={widgetId} data-sticky-booking={sticky ? "" : undefined} onClick={() => setOpen(true)}>
        <Icon name="ticket" className={styles.triggerIcon} />
        {texts.book}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}
        onClick={(event) => { if (event.target === event.currentTarget) setOpen(false); }}>
        <div className={styles.frame}>
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>{fillTemplate(texts.dialog_title, { name: eventName })}</h2>
            <button type="button" className={styles.close} aria-label={texts.close} onClick={() => setOpen(false)}>
              <Icon name="close" />
            </button>
          </header>
          {open && (
            <Suspense fallback={<p className={styles.message} aria-busy="true">{texts.loading}</p>}>
              <BookingPanel lang={lang} texts={texts} eventId={eventId} opening={opening} state={state} dispatch={dispatch} webshopUrl={webshopUrl} />
            </Suspense>
          )}
        </div>
      </dialog>
    </>
  );
}
