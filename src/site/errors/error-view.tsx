import type { ReactNode } from "react";
import type { CustomErrorHtml } from "./parse-error-html";
import styles from "./error-view.module.css";

export interface ErrorViewProps {
  status: number;
  /** The visible status line, e.g. "Fehler 404". */
  statusLabel: string;
  /** The error's message, shown as the page's h1. */
  message: string;
  home: { href: string; label: string };
  /** The operators' HTML for this status, shown instead of the built-in text (000 §2). */
  custom?: CustomErrorHtml | null;
  children?: ReactNode;
}

/**
 * The error page's content (000 §2, §8): status, message, a link to the start page. No
 * hooks and no server-only code, so server pages, client error boundaries and
 * global-error share it. Plain links: after an error a full page load is the safe way home.
 */
export function ErrorView({ status, statusLabel, message, home, custom, children }: ErrorViewProps) {
  if (custom) {
    return (
      <div className={styles.custom} data-error-status={status}>
        {custom.style && <style>{custom.style}</style>}
        <div dangerouslySetInnerHTML={{ __html: custom.body }} />
        <p className={styles.home}><a href={home.href}>{home.label}</a></p>
      </div>
    );
  }
  return (
    <section className={styles.error} aria-labelledby="error-title" data-error-status={status}>
      <p className={styles.status}>{statusLabel}</p>
      <h1 id="error-title" className={styles.title}>{message}</h1>
      {children}
      <p className={styles.home}><a href={home.href}>{home.label}</a></p>
    </section>
  );
}
