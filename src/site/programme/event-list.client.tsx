"use client";
import { useEffect, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { EventItem } from "@schemas/api/event";
import type { Calendar } from "@schemas/api/options";
import type { Paged } from "@schemas/api/paging";
import type { TeaserItem } from "@schemas/api/teaser";
import type { Locale } from "@schemas/rules/localized";
import { EventCalendar } from "./calendar.client";
import { DayList } from "./day-list";
import type { EventStyle } from "./event-item";
import { FilterBar, FilterChips, type FilterOptions } from "./filter-bar.client";
import { berlinDay, isoToUrlDay, urlToIsoDay } from "@schemas/rules/dates";
import { EMPTY_STATE, filterQuery, hasFilters, parseListState, serializeListState, type ListState } from "./list-state";
import type { EventFilterKey as FilterKey } from "@schemas/api/event-list-filters";
import { fill, type EventListTexts } from "./list-texts";
import { ListSkeleton } from "./list-skeleton";
import { useFetched, useFetchedPages } from "../http/fetched";
import { withMinDelay } from "../http/min-delay";
import { PanelsModal } from "./panels-modal.client";
import styles from "./event-list.module.css";

export interface EventListProps {
  lang: Locale;
  texts: EventListTexts;
  options: FilterOptions;
  style: EventStyle;
  /** The server's first page for the default state (no date, no filters). */
  initialEvents: Paged<EventItem>;
  initialTeasers: TeaserItem[];
  /** The calendar's month of the server's day, without filters. */
  initialMonth: Calendar;
}

const fetchJson = async <T,>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.json() as Promise<T>;
};
/** Page loads wait at least 200 ms (001 §9), so the skeleton does not flash. */
const fetchEventPage = withMinDelay(fetchJson<Paged<EventItem>>);
/** `next` is a full URL of the API; the browser asks its own origin. */
const pathOf = (url: string) => { const parsed = new URL(url, window.location.origin); return parsed.pathname + parsed.search; };

/**
 * The interactive event list (001 §2, §4): state in the URL (router.replace on each change,
 * restored on load), filters and calendar, events from /{lang}/api/events/ in the API's
 * stable (date_start, id) order following its `next` links, teasers mixed in, infinite
 * loading at a 170 % margin.
 */
export function EventList({ lang, texts, options, style, initialEvents, initialTeasers, initialMonth }: EventListProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [state, setState] = useState<ListState>(() => parseListState(searchParams));
  const today = berlinDay(new Date().toISOString());
  const query = serializeListState(state);
  const isDefault = query === "";
  const listTop = useRef<HTMLDivElement>(null);

  // The default state's first page and teasers come with the page; more pages or another
  // selection are fetched, and only then is SWR's code loaded.
  const [wantsMore, setWantsMore] = useState(false);
  const live = !isDefault || wantsMore;

  const update = (next: ListState) => {
    setState(next);
    setWantsMore(false);
    const search = serializeListState(next);
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    // A new selection starts at the top of the list (001 §4).
    if (listTop.current && listTop.current.getBoundingClientRect().top < 0) listTop.current.scrollIntoView();
  };
  const setFilter = (key: FilterKey, value: string | undefined) => update({ ...state, filters: { ...state.filters, [key]: value } });
  const setDate = (isoDay: string) => update({ ...state, date: isoDay === today ? undefined : isoToUrlDay(isoDay) });

  const [teasers, teaserSource] = useFetched(isDefault ? null : `/${lang}/api/teasers/?${new URLSearchParams(state.date ? { date: state.date, page_size: "50" } : { page_size: "50" })}`,
    fetchJson<Paged<TeaserItem>>);
  const [pages, pageSource] = useFetchedPages<Paged<EventItem>>(
    live ? (index, previous: Paged<EventItem> | null) => {
      if (index === 0) return `/${lang}/api/events/?${query}`;
      // The server's first page is fallback data, not in SWR's page cache: read its `next` here.
      const before = previous ?? (index === 1 && isDefault ? initialEvents : null);
      return before?.next ? pathOf(before.next) : null;
    } : null,
    fetchEventPage,
    // In the default state SWR starts when the visitor wants the page after the server's.
    { fallbackData: isDefault ? [initialEvents] : undefined, initialSize: isDefault ? 2 : 1, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  // Until SWR's code has loaded, the server's page stays and a further one shows as loading.
  const loaded = pages?.data ?? (isDefault ? [initialEvents] : []);
  const events = loaded.flatMap((page) => page.results);
  const last = loaded[loaded.length - 1];
  const complete = Boolean(last && !last.next);
  const loading = live && (!pages || pages.isLoading || (pages.size > 0 && loaded.length < pages.size));
  const count = loaded[0]?.count;
  const teaserItems = isDefault ? initialTeasers : teasers?.data?.results ?? [];

  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(() => {});
  const canLoad = !loading && Boolean(last?.next);
  useEffect(() => {
    more.current = () => {
      if (!canLoad) return;
      if (pages) void pages.setSize(pages.size + 1);
      else setWantsMore(true);
    };
  }, [canLoad, pages]);
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    }, { rootMargin: "170%" });
    observer.observe(node);
    return () => observer.disconnect();
  // Observing anew after each load re-checks a sentinel that stayed in view.
  }, [complete, events.length, canLoad]);

  const selected = state.date ? urlToIsoDay(state.date) : today;
  const calendar = (
    <EventCalendar key={filterQuery(state, "")} lang={lang} texts={texts} selected={selected} today={today}
      filterQuery={filterQuery({ filters: state.filters })} initialMonth={initialMonth} onSelect={setDate} />
  );
  const filters = (prefix: string) => <FilterBar idPrefix={prefix} texts={texts} options={options} values={state.filters} onChange={setFilter} />;

  return (
    <div className={styles.layout}>
      <div className={styles.side}>
        <h2 className="visually-hidden">{texts.calendar}</h2>
        {calendar}
        {filters("filter")}
      </div>
      <PanelsModal texts={texts} calendar={calendar} filters={filters("modal-filter")} />
      <div className={styles.main} ref={listTop}>
        <FilterChips texts={texts} options={options} values={state.filters} onRemove={(key) => setFilter(key, undefined)} onRemoveAll={() => update({ ...EMPTY_STATE, date: state.date })} />
        <p className={styles.count} role="status" aria-live="polite">
          {loading && events.length === 0 ? texts.loading : count !== undefined ? fill(count === 1 ? texts.count_one : texts.count_other, { count }) : ""}
        </p>
        {events.length > 0 && <DayList lang={lang} events={events} teasers={teaserItems} complete={complete} texts={texts} style={style} />}
        {!loading && events.length === 0 && loaded.length > 0 && (
          hasFilters(state) ? (
            <div className={styles.empty}>
              <h2>{texts.empty_heading}</h2>
              <p>{texts.empty_text}</p>
              <button type="button" className={styles.button} onClick={() => update(EMPTY_STATE)}>{texts.reset}</button>
            </div>
          ) : <p className={styles.empty}>{texts.no_upcoming}</p>
        )}
        {loading && <ListSkeleton />}
        {!complete && events.length > 0 && (
          <div ref={sentinel} className={styles.sentinel}>
            <button type="button" className={styles.linkButton} onClick={() => more.current()} disabled={loading}>{texts.load_more}</button>
          </div>
        )}
        {teaserSource}
        {pageSource}
      </div>
    </div>
  );
}
