"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { BreakingNewsItem } from "@schemas/api/breaking-news";
import { HEADER_MENU_EVENT, type HeaderMenuDetail } from "../header/header-events";
import { Icon } from "../icons/icon";
import { dismissCookieString, isDismissed } from "./alert-cookie";
import styles from "./breaking-news-alert.module.css";

const noSubscription = () => () => {};

export interface AlertLabels {
  label: string;
  close: string;
}

/**
 * The breaking-news alert (001 §4): the newest current alert, unless the visitor closed it
 * (its id in the top-alert-noeku cookie). It steps aside while the header menu is open, without
 * setting the cookie, and comes back when the menu closes. It starts as the page was rendered
 * (`rendered`, shared by every visitor; a closed one is hidden before the first paint), then
 * asks for the current alert, since a cached page may be older than the newest alert or a
 * window's end.
 */
export function BreakingNewsAlertClient({ lang, rendered, labels }: { lang: Locale; rendered: BreakingNewsItem | null; labels: AlertLabels }) {
  const [alert, setAlert] = useState<BreakingNewsItem | null>(rendered);
  const [closedId, setClosedId] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The cookie as the page starts (none while hydrating, as on the server); closing is closedId.
  const cookies = useSyncExternalStore(noSubscription, () => document.cookie, () => "");

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/breaking-news/?lang=${lang}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<BreakingNewsItem[]>) : []))
      .then((list) => setAlert(list[0] ?? null))
      .catch(() => {});
    return () => controller.abort();
  }, [lang]);

  useEffect(() => {
    const onMenu = (event: Event) => setMenuOpen((event as CustomEvent<HeaderMenuDetail>).detail.open);
    window.addEventListener(HEADER_MENU_EVENT, onMenu);
    return () => window.removeEventListener(HEADER_MENU_EVENT, onMenu);
  }, []);

  if (!alert || closedId === alert.id || isDismissed(cookies, alert.id) || menuOpen) return null;

  const close = () => {
    document.cookie = dismissCookieString(alert.id, window.location.protocol === "https:");
    setClosedId(alert.id);
    // The button disappears with the alert; continue from the page's start rather than from nowhere.
    document.querySelector<HTMLElement>("#main-content")?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.alert} aria-label={labels.label} data-alert-id={alert.id}>
      <div className={styles.inner}>
        <div className={styles.body}>
          <p className={styles.title}><strong>{alert.title}</strong></p>
          {alert.text && <p className={styles.text}>{alert.text}</p>}
          {alert.link && <a href={alert.link.url} className={styles.link}>{alert.link_title || alert.link.url}</a>}
        </div>
        <button type="button" className={styles.close} onClick={close}>
          <Icon name="close" className={styles.closeIcon} />
          <span className="visually-hidden">{labels.close}</span>
        </button>
      </div>
    </section>
  );
}
