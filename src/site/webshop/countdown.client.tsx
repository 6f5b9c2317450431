"use client";

import { useEffect, useId, useRef, useState } from "react";
import { fillTemplate } from "../header/fill-template";
import { clockDuration, crossedThreshold, formatClock, remainingSeconds } from "./countdown";
import type { WebshopTexts } from "./texts";
import styles from "./webshop.module.css";

interface Props {
  /** The earliest hold's end (the cart's expires_at). */
  expiresAt: string;
  /** The server's clock at render, so the first paint matches the HTML. */
  serverNow: number;
  /** The time as the server counts it (the browser's clock corrected for its skew). */
  clock: () => number;
  texts: WebshopTexts;
  /** Called once when the clock reaches zero. */
  onExpired: () => void;
}

/**
 * The live countdown to the reservation's end. role="timer" is not read
 * out on every tick; the polite status beside it speaks at 10, 5, 2 and 1 minutes left.
 */
export function Countdown({ expiresAt, serverNow, clock, texts, onExpired }: Props) {
  const [now, setNow] = useState(serverNow);
  const [announcement, setAnnouncement] = useState("");
  const labelId = useId();
  const last = useRef(remainingSeconds(expiresAt, serverNow));
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    last.current = remainingSeconds(expiresAt, clock());
    const tick = () => {
      const current = clock();
      const seconds = remainingSeconds(expiresAt, current);
      const minutes = crossedThreshold(last.current, seconds);
      if (minutes !== null) setAnnouncement(minutes === 1 ? texts.timer_left_one : fillTemplate(texts.timer_left, { minutes }));
      const ended = last.current > 0 && seconds === 0;
      last.current = seconds;
      setNow(current);
      if (ended) {
        window.clearInterval(timer);
        expired.current();
      }
    };
    // At once (a countdown started after a re-read must not show the page's load time), then every second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [expiresAt, texts, clock]);

  const seconds = remainingSeconds(expiresAt, now);
  return (
    <div className={styles.timerBox}>
      <p className={styles.timerLine}>
        <span id={labelId}>{texts.timer_label}</span>{" "}
        <span role="timer" aria-labelledby={labelId} className={styles.clock}>
          <time dateTime={clockDuration(seconds)}>{formatClock(seconds)}</time>
        </span>
      </p>
      <p className={styles.timerHint}>{texts.timer_hint}</p>
      <p role="status" className="visually-hidden">{announcement}</p>
    </div>
  );
}
