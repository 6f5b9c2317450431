import type { ReactNode } from "react";
import type { ContributorItem, EventItem } from "@schemas/api/event";
import type { Locale } from "@schemas/rules/localized";
import { Picture } from "../media/picture";
import { berlinDay, formatDay, formatTime } from "@schemas/rules/dates";
import styles from "./detail.module.css";

/**
 * A titled section of a detail page; `id` names it (data-section) and is its anchor
 * (sticky anchor buttons) unless `anchor` gives another one (#datesAndTickets).
 */
export function DetailSection({ id, anchor = id, title, children }: { id: string; anchor?: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} id={anchor} aria-labelledby={`${anchor}-title`} data-section={id}>
      <h2 id={`${anchor}-title`} className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** "Freitag, 14. März 2030, 19:30 Uhr". */
export const formatDateTime = (iso: string, lang: Locale) => `${formatDay(berlinDay(iso), lang)}, ${formatTime(iso, lang)}`;

/** Upcoming dates as a list of links. */
export function DateList({ events, lang }: { events: EventItem[]; lang: Locale }) {
  return (
    <ul className={styles.dates}>
      {events.map((event) => (
        <li key={event.id}>
          <a href={event.url}><time dateTime={event.date_start}>{formatDateTime(event.date_start, lang)}</time> — {event.name}</a>
        </li>
      ))}
    </ul>
  );
}

export function Contributors({ people }: { people: ContributorItem[] }) {
  return (
    <ul className={styles.people}>
      {people.map((person) => (
        <li key={person.id}>
          {person.image && <Picture image={person.image} sizes="8rem" className={styles.portrait} />}
          <a href={person.url}>{person.name}</a>
          {person.role && <span className={styles.role}>{person.role}</span>}
        </li>
      ))}
    </ul>
  );
}
