"use client";

import { useEffect, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { OpeningHoursToday as Today } from "@schemas/api/opening-hours-today";
import { berlinClock } from "@schemas/rules/berlin-clock";
import { alternativeText, effectiveHours, formatRanges, openingStatus, type OpeningStatus } from "./opening-status";
import styles from "./site-header.module.css";

export interface OpeningHoursLabels {
  label: string;
  today: string;
  /** "{{from}}–{{to}} Uhr" */
  range: string;
  closed: string;
  status: Record<OpeningStatus, string>;
}

/** The status is re-read from the clock this often, so "open" turns to "closed" without a reload. */
const TICK_MS = 30_000;

/**
 * Today's opening hours and the status early/open/late (001 §4). Pages are cached for
 * everyone, so the hours are fetched and the status computed here, against Berlin's clock;
 * past midnight the next day's hours are fetched. A failed call shows nothing (001 §8).
 */
export function OpeningHoursToday({ lang, labels }: { lang: Locale; labels: OpeningHoursLabels }) {
  const [today, setToday] = useState<Today | null>(null);
  const [clock, setClock] = useState<{ date: string; time: string } | null>(null);

  useEffect(() => {
    const tick = () => setClock(berlinClock(new Date()));
    const frame = requestAnimationFrame(tick);
    const interval = window.setInterval(tick, TICK_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(interval);
    };
  }, []);

  const day = clock?.date;
  useEffect(() => {
    if (!day) return;
    const controller = new AbortController();
    fetch(`/api/opening-hours-today/?lang=${lang}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Today>) : null))
      .then((body) => setToday(body))
      .catch(() => {});
    return () => controller.abort();
  }, [lang, day]);

  if (!today || !clock) return <p className={styles.hours} data-opening-hours="" aria-hidden="true" />;
  const entries = effectiveHours(today);
  const alternative = alternativeText(entries);
  const status = openingStatus(entries, clock.time);
  const ranges = formatRanges(entries, labels.range);

  return (
    <p className={styles.hours} data-opening-hours="" data-status={status}>
      <span className="visually-hidden">{labels.label}: </span>
      <span className={styles.hoursText}>
        {ranges ? `${labels.today} ${ranges}` : labels.closed}
        {alternative && (
          <>
            {" · "}
            {alternative.url ? <a href={alternative.url}>{alternative.text}</a> : alternative.text}
          </>
        )}
      </span>
      <span className={styles.status} data-status={status}>{labels.status[status]}</span>
    </p>
  );
}
