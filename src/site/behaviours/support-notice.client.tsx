"use client";

import { useEffect, useState } from "react";
import { detectSupportIssue, readDevice, type SupportIssue } from "./support";
import styles from "./behaviours.module.css";

export interface SupportTexts {
  label: string;
  unsupported: string;
  low_bandwidth: string;
  weak_hardware: string;
  reload: string;
  dismiss: string;
}

const DISMISSED_KEY = "support-notice-dismissed";

/**
 * Unsupported browser, low bandwidth or weak hardware (000 §2): a notice with a reload
 * button, checked once after hydration; closing it keeps it away for the browser session.
 * The live region is always there, so the message is announced when it appears.
 */
export function SupportNotice({ texts }: { texts: SupportTexts }) {
  const [issue, setIssue] = useState<SupportIssue | null>(null);

  useEffect(() => {
    try {
      if (sessionStorage.getItem(DISMISSED_KEY)) return;
    } catch {
      // Storage blocked: show the notice every time rather than never.
    }
    // Device and connection exist only in the browser, read once after hydration so the
    // cached server HTML stays the same for everyone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setIssue(detectSupportIssue(readDevice()));
  }, []);

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Hidden for this page view only.
    }
    setIssue(null);
  };

  return (
    <div role="status">
      {issue && (
        <section className={styles.notice} aria-label={texts.label}>
          <p>{texts[issue]}</p>
          <div className={styles.noticeActions}>
            <button type="button" className={styles.noticeButton} onClick={() => location.reload()}>
              {texts.reload}
            </button>
            <button type="button" className={styles.noticeLink} onClick={dismiss}>
              {texts.dismiss}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
