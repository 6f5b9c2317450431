"use client";
import { useRef, useState, type ReactNode } from "react";
import type { EventListTexts } from "./list-texts";
import styles from "./event-list.module.css";

interface Props { texts: EventListTexts; calendar: ReactNode; filters: ReactNode }

/**
 * Small screens (001 §2): a modal with two panels, Calendar and Filter. A native dialog traps
 * focus and closes on Esc. The panels' second calendar and filters are drawn only while it is
 * open: on every render of the list they would cost as much as the side column's own.
 */
export function PanelsModal({ texts, calendar, filters }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [panel, setPanel] = useState<"calendar" | "filter">("calendar");
  const [shown, setShown] = useState(false);
  const open = (which: "calendar" | "filter") => { setPanel(which); setShown(true); dialog.current?.showModal(); };
  return (
    <div className={styles.modalTriggers}>
      <button type="button" className={styles.button} onClick={() => open("calendar")} aria-haspopup="dialog">{texts.calendar}</button>
      <button type="button" className={styles.button} onClick={() => open("filter")} aria-haspopup="dialog">{texts.filters}</button>
      <dialog ref={dialog} className={styles.modal} aria-labelledby="event-panels-title" onClose={() => setShown(false)}>
        <div className={styles.modalHead}>
          <h2 id="event-panels-title" className="visually-hidden">{texts.open_panels}</h2>
          <div role="tablist" aria-label={texts.open_panels} className={styles.tabs}>
            <button type="button" role="tab" id="tab-calendar" aria-selected={panel === "calendar"} aria-controls="panel-calendar" onClick={() => setPanel("calendar")}>{texts.calendar}</button>
            <button type="button" role="tab" id="tab-filter" aria-selected={panel === "filter"} aria-controls="panel-filter" onClick={() => setPanel("filter")}>{texts.filters}</button>
          </div>
          <button type="button" className={styles.linkButton} onClick={() => dialog.current?.close()}>{texts.close}</button>
        </div>
        <div role="tabpanel" id="panel-calendar" aria-labelledby="tab-calendar" hidden={panel !== "calendar"}>{shown && calendar}</div>
        <div role="tabpanel" id="panel-filter" aria-labelledby="tab-filter" hidden={panel !== "filter"}>{shown && filters}</div>
      </dialog>
    </div>
  );
}
