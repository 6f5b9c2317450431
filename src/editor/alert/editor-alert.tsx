"use client";
import { useEffect } from "react";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";
import styles from "./editor-alert.module.css";

/** Alert display time (000 §4, §9). */
export const ALERT_MS = 4000;

export interface AlertState {
  status: "save" | "error";
  /** A save that undid or redid a change says so instead of "saved". */
  change?: "undo" | "redo";
  /** When it was raised: a second save restarts the timer. */
  at: number;
}

const textOf = (alert: AlertState) =>
  alert.status === "error" ? "save_failed" : alert.change === "undo" ? "undone" : alert.change === "redo" ? "redone" : "saved";

/** The editor's alert: saved (or undone, redone) or failed, hidden again after 4000 ms. */
export function EditorAlert({ lang, alert, onHide }: { lang: Locale; alert: AlertState | null; onHide: () => void }) {
  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(onHide, ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, onHide]);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {alert && (
        <p className={alert.status === "error" ? styles.error : styles.save} data-alert-status={alert.status}>
          {editorText(lang, textOf(alert))}
        </p>
      )}
    </div>
  );
}
