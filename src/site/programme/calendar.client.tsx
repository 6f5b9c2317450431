"use client";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Calendar } from "@schemas/api/options";
import { urlToIsoDay } from "@schemas/rules/dates";
import { dateTimeFormat } from "@schemas/rules/intl-formats";
import type { Locale } from "@schemas/rules/localized";
import { useFetched } from "../http/fetched";
import { nextFocusDay } from "./calendar-keys";
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
  /** The month of the server's day without filters, drawn without a fetch. */
  initialMonth: Calendar;
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
 * Keyboard as the WAI-ARIA date grid: one day is in the tab order (roving tabindex), the
 * arrows, Home/End and PageUp/PageDown move between days and months, Enter or Space chooses.
 */
export function EventCalendar({ lang, texts, selected, today, filterQuery, initialMonth, onSelect }: Props) {
  const [month, setMonth] = useState(() => selected.slice(0, 7));
  const titleId = `${useId()}-month`;
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const query = new URLSearchParams(filterQuery);
  query.set("date", `01-${pad(monthNumber)}-${year}`);
  const fromServer = filterQuery === "" && urlToIsoDay(initialMonth.date_from).slice(0, 7) === month;
  const [fetched, source] = useFetched(fromServer ? null : `/api/calendar/?${query.toString()}`, fetchJson, { keepPreviousData: true });
  const data = fromServer ? initialMonth : fetched?.data;
  const byDay = new Map((data?.dates ?? []).map((entry) => [urlToIsoDay(entry.date), entry]));

  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  const locale = lang === "de" ? "de-DE" : "en-GB";
  const title = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(first);
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index))));
  const shift = (delta: number) => {
    const next = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
    setMonth(`${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}`);
  };
  const canGoBack = month > today.slice(0, 7);

  // The roving focus: the day last moved to if it is shown, else the selected day, else the month's first open day.
  const [focusDay, setFocusDay] = useState(selected);
  const shown = (day: string) => day.slice(0, 7) === month && day >= today;
  const active = shown(focusDay) ? focusDay : shown(selected) ? selected : month === today.slice(0, 7) ? today : iso(year, monthNumber, 1);
  const grid = useRef<HTMLTableElement>(null);
  const moving = useRef(false);
  useEffect(() => {
    if (!moving.current) return;
    moving.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${active}"]`)?.focus();
  }, [active]);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLButtonElement)) return;
    const target = nextFocusDay(active, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    // Days before today cannot be chosen: the focus stops at today.
    const day = target < today ? today : target;
    moving.current = true;
    setFocusDay(day);
    if (day.slice(0, 7) !== month) setMonth(day.slice(0, 7));
  };
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, index) => iso(year, monthNumber, index + 1))];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const weekdayNames = Array.from({ length: 7 }, (_, index) =>
    dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index))));

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button type="button" onClick={() => shift(-1)} disabled={!canGoBack} aria-label={texts.previous_month}>‹</button>
        <h3 id={titleId} className={styles.calendarTitle} aria-live="polite">{title}</h3>
        <button type="button" onClick={() => shift(1)} aria-label={texts.next_month}>›</button>
      </div>
      <table ref={grid} className={styles.calendarGrid} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((name, index) => <th key={name} scope="col" className={styles.weekday}><abbr title={weekdayNames[index]}>{name}</abbr></th>)}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} />;
                const entry = byDay.get(day);
                const dayNumber = Number(day.slice(8));
                const label = dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })
                  .format(new Date(Date.UTC(year, monthNumber - 1, dayNumber)));
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={`${styles.calendarDay} ${entry ? styles[`day_${entry.availability}`] : ""}`}
                      disabled={day < today}
                      tabIndex={day === active ? 0 : -1}
                      aria-pressed={day === selected}
                      aria-label={entry ? `${label}, ${texts[entry.availability]}` : label}
                      data-day={day}
                      onClick={() => { setFocusDay(day); onSelect(day); }}
                    >
                      {dayNumber}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend}>
        <li><span className={styles.day_available} aria-hidden="true" /> {texts.available}</li>
        <li><span className={styles.day_limited} aria-hidden="true" /> {texts.limited}</li>
        <li><span className={styles.day_sold_out} aria-hidden="true" /> {texts.sold_out}</li>
      </ul>
      {selected !== today && <button type="button" className={styles.linkButton} onClick={() => onSelect(today)}>{texts.today}</button>}
      <p className="visually-hidden">{fill(texts.date_selected, { date: selected.split("-").reverse().join(".") })}</p>
      {source}
    </div>
  );
}
