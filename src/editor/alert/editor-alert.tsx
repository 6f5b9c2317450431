"use client";
import { useEffect } from "react";
import type { Locale } from "../../../schemas/rules/localized";
import { editorText } from "../i18n";
import styles from "./editor-alert.module.css";

/** Alert display time (000 §4, §9). */
export const ALERT_MS = 4000;

export interface AlertState {
  status: "save" | "error";
  /** When it was raised: a second save restarts the timer. */
  at: number;
}

/** The editor's alert: saved or failed, hidden again after 4000 ms. */
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
          {editorText(lang, alert.status === "error" ? "save_failed" : "saved")}
        </p>
      )}
    </div>
  );
}
