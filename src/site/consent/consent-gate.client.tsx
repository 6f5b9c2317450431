"use client";

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { CONSENT_CHANGE_EVENT, consentCookieString, grantService, hasConsent, readConsent } from "./consent-cookie";
import type { ServiceId } from "@/contracts/consent-services";
import styles from "./consent-gate.module.css";

interface Props {
  service: ServiceId;
  /** Translated on the server (consent-gate.tsx), so no i18n code ships to the browser. */
  notice: string;
  allowLabel: string;
  /** Shown behind the notice until consent, e.g. the video's poster. */
  preview?: ReactNode;
  /** The embed; it is mounted only after consent. */
  children: ReactNode;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
};

/**
 * A placeholder in place of an external embed until the visitor allows its service. The
 * server snapshot is always "no consent": pages are cached for everyone, so the server HTML
 * must never contain the embed.
 */
export function ConsentGateClient({ service, notice, allowLabel, preview, children }: Props) {
  const allowed = useSyncExternalStore(
    subscribe,
    () => hasConsent(readConsent(document.cookie), service),
    () => false,
  );
  const frame = useRef<HTMLDivElement>(null);
  const focusAfterAllow = useRef(false);

  // The button vanishes with the placeholder; keep keyboard users where they were.
  useEffect(() => {
    if (allowed && focusAfterAllow.current) {
      focusAfterAllow.current = false;
      frame.current?.focus();
    }
  }, [allowed]);

  const allow = () => {
    focusAfterAllow.current = true;
    document.cookie = consentCookieString(grantService(readConsent(document.cookie), service), location.protocol === "https:");
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  };

  if (allowed) {
    return (
      <div ref={frame} tabIndex={-1} className={styles.embed}>
        {children}
      </div>
    );
  }
  return (
    <div className={styles.placeholder} data-consent-service={service}>
      {preview && (
        <div className={styles.preview} aria-hidden="true">
          {preview}
        </div>
      )}
      <div className={styles.notice}>
        <p>{notice}</p>
        <button type="button" className={styles.allow} onClick={allow}>
          {allowLabel}
        </button>
      </div>
    </div>
  );
}
