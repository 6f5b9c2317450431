"use client";
import { useRef, type ReactNode } from "react";
import styles from "./event-list.module.css";

interface Props { label: string; close: string; children: ReactNode }

/** Small screens: the productions' filters in a modal behind one "Filter" button (the event list has PanelsModal). A native dialog traps focus and closes on Esc. */
export function FilterModal({ label, close, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <div className={styles.modalTriggers}>
      <button type="button" className={styles.button} onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">{label}</button>
      <dialog ref={dialog} className={styles.modal} aria-labelledby="production-filter-title">
        <div className={styles.modalHead}>
          <h2 id="production-filter-title" className={styles.legendTitle}>{label}</h2>
          <button type="button" className={styles.linkButton} onClick={() => dialog.current?.close()}>{close}</button>
        </div>
        {children}
      </dialog>
    </div>
  );
}
