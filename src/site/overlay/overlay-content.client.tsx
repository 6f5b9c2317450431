"use client";
import Link from "next/link";
import useSWR from "swr";
import type { EventItem } from "@schemas/api/event";
import type { PageEntity } from "@/contracts/page-entity";
import type { Paged } from "@schemas/api/paging";
import type { Locale } from "@schemas/rules/localized";
import { ROUTES, routePath } from "@/i18n/routes";
import { berlinDay, formatDay, formatTime } from "@schemas/rules/dates";
import type { OverlayTexts } from "./event-overlay.client";
import styles from "./event-overlay.module.css";

export const OVERLAY_EVENT_COUNT = 8;

const getJson = async <T,>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<T>;
};

/**
 * The overlay's content (001 §2): the headline of the page-editor page of the events route
 * (a failed fetch is only logged, 001 §8) and an overview of the next events, linking to
 * their details and to the calendar. Fetched only while the overlay is open.
 */
export function OverlayContent({ lang, texts }: { lang: Locale; texts: OverlayTexts }) {
  const page = useSWR(`/${lang}/pageeditor-api/page/${ROUTES.calendar[lang]}`, getJson<PageEntity>, {
    shouldRetryOnError: false, revalidateOnFocus: false,
    onError: (error: unknown) => console.error("event overlay headline", error),
  });
  const events = useSWR(`/${lang}/api/events/?page_size=${OVERLAY_EVENT_COUNT}`, getJson<Paged<EventItem>>, { revalidateOnFocus: false });
  const headline = page.data?.headline;
  return (
    <div className={styles.content}>
      {headline && <p className={styles.headline} data-overlay-headline="">{headline}</p>}
      <h3 className={styles.subtitle}>{texts.upcoming}</h3>
      {events.isLoading && <p role="status">{texts.loading}</p>}
      {events.data && (
        <ul className={styles.events}>
          {events.data.results.map((event) => (
            <li key={event.id} className={styles.event}>
              <time dateTime={event.date_start} className={styles.when}>
                {formatDay(berlinDay(event.date_start), lang)}, {formatTime(event.date_start, lang)}
              </time>
              {/* Client navigation: the path change closes the overlay (001 §4). */}
              {event.link !== event.url ? <a href={event.link} className={styles.name}>{event.name}</a> : <Link href={event.url} className={styles.name}>{event.name}</Link>}
              {event.ticket_url && event.availability !== "sold_out" && (
                <a href={event.ticket_url} className={styles.tickets} aria-label={`${texts.tickets}: ${event.name}`}>{texts.tickets}</a>
              )}
            </li>
          ))}
        </ul>
      )}
      <p><Link href={routePath("calendar", lang)} className={styles.all}>{texts.all_events}</Link></p>
    </div>
  );
}
