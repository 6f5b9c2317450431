"use client";
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Locale } from "@schemas/rules/localized";
import { finderText } from "./texts";
import styles from "./finders.module.css";

interface Props {
  lang: Locale;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of every finder popup: a modal <dialog> (focus moves in, the page behind is inert,
 * Esc closes) named by its heading. It is portalled to <body>: the finders open from inside a
 * module form, and a form or dialog nested in the DOM there would submit or close the outer one.
 */
export function FinderDialog({ lang, title, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The search box, not the first button (Close): React's autoFocus ran before the dialog was open.
    element?.querySelector<HTMLElement>("[data-finder-focus]")?.focus();
    // Closing before removal hands focus back to where it was (the button that opened it).
    return () => element?.close();
  }, []);
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      // React events bubble along the component tree, out of the portal: Esc here must not also
      // cancel the module modal this finder was opened from.
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onKeyDown={(event: KeyboardEvent) => event.stopPropagation()}
    >
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.button} onClick={onClose}>{finderText(lang, "close")}</button>
      </div>
      {children}
    </dialog>,
    document.body,
  );
}

/** Arrow keys, Home and End move between a list's buttons; ArrowUp on the first goes back to the search box. */
export function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, back: HTMLElement | null) {
  if (!list || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  const items = [...list.querySelectorAll<HTMLButtonElement>("button[data-finder-item]")];
  if (!items.length) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === "Home") return items[0]!.focus();
  if (event.key === "End") return items.at(-1)!.focus();
  if (event.key === "ArrowDown") return items[Math.min(index + 1, items.length - 1)]!.focus();
  if (index <= 0) return back?.focus();
  items[index - 1]!.focus();
}
