"use client";
import { useState } from "react";
import useSWR from "swr";
import type { Calendar } from "../../../schemas/api/options";
import type { Locale } from "../../../schemas/rules/localized";
import { fill, type EventListTexts } from "./list-texts";
import styles from "./event-list.module.css";

interface Props {
  lang: Locale;
  texts: EventListTexts;
  /** The selected day, ISO "YYYY-MM-DD". */
  selected: string;
  today: string;
  /** The list's filters as a query string (the calendar colours the days they match). */
  filterQuery: string;
  onSelect: (isoDay: string) => void;
}

const fetchJson = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.json() as Promise<Calendar>;
};

const pad = (value: number) => String(value).padStart(2, "0");
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The month grid of the event list (001 §2): one button per day from today on; days with
 * events carry their availability (available, limited, sold out) as colour and as text.
 */
export function EventCalendar({ lang, texts, selected, today, filterQuery, onSelect }: Props) {
  const [month, setMonth] = useState(() => selected.slice(0, 7));
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const query = new URLSearchParams(filterQuery);
  query.set("date", `01-${pad(monthNumber)}-${year}`);
  const { data } = useSWR(`/api/calendar/?${query.toString()}`, fetchJson, { keepPreviousData: true });
  const byDay = new Map((data?.dates ?? []).map((entry) => [entry.date.split("-").reverse().join("-"), entry]));

  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  const locale = lang === "de" ? "de-DE" : "en-GB";
  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(first);
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index))));
  const shift = (delta: number) => {
    const next = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
    setMonth(`${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}`);
  };
  const canGoBack = month > today.slice(0, 7);

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button type="button" onClick={() => shift(-1)} disabled={!canGoBack} aria-label={texts.previous_month}>‹</button>
        <h3 className={styles.calendarTitle} aria-live="polite">{title}</h3>
        <button type="button" onClick={() => shift(1)} aria-label={texts.next_month}>›</button>
      </div>
      <div className={styles.calendarGrid} role="group" aria-label={title}>
        {weekdays.map((name) => <span key={name} className={styles.weekday} aria-hidden="true">{name}</span>)}
        {Array.from({ length: lead }, (_, index) => <span key={`lead-${index}`} aria-hidden="true" />)}
        {Array.from({ length: days }, (_, index) => {
          const day = iso(year, monthNumber, index + 1);
          const entry = byDay.get(day);
          const label = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })
            .format(new Date(Date.UTC(year, monthNumber - 1, index + 1)));
          return (
            <button
              key={day}
              type="button"
              className={`${styles.calendarDay} ${entry ? styles[`day_${entry.availability}`] : ""}`}
              disabled={day < today}
              aria-pressed={day === selected}
              aria-label={entry ? `${label}, ${texts[entry.availability]}` : label}
              data-day={day}
              onClick={() => onSelect(day)}
            >
              {index + 1}
            </button>
          );
        })}
      </div>
      <ul className={styles.legend}>
        <li><span className={styles.day_available} aria-hidden="true" /> {texts.available}</li>
        <li><span className={styles.day_limited} aria-hidden="true" /> {texts.limited}</li>
        <li><span className={styles.day_sold_out} aria-hidden="true" /> {texts.sold_out}</li>
      </ul>
      {selected !== today && <button type="button" className={styles.linkButton} onClick={() => onSelect(today)}>{texts.today}</button>}
      <p className="visually-hidden">{fill(texts.date_selected, { date: selected.split("-").reverse().join(".") })}</p>
    </div>
  );
}
