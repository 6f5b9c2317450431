import "server-only";
import { Suspense } from "react";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { ROUTES, routePath } from "@/i18n/routes";
import { berlinDay } from "@schemas/rules/dates";
import { cachedCalendar, cachedFilterOptions } from "@/server/services/cached-reads";
import { getCachedPage } from "../content/get-page";
import { getCachedSettings } from "../settings/get-settings";
import { BodyClass } from "../shell/body-class";
import { PageHeader } from "../shell/page-header";
import { DayList } from "./day-list";
import type { EventStyle } from "./event-item";
import { EventList } from "./event-list.client";
import { getFirstEventPage } from "./get-event-list";
import { eventListTexts } from "./list-texts";
import styles from "./event-list.module.css";

/**
 * The event list page (001 §2). Cached HTML: the default first page is rendered on the
 * server as the Suspense fallback; the client list reads the query (useSearchParams) and
 * takes over after hydration. The headline under the title is the one of the events route's
 * page-editor page, the same the event overlay shows, so an editor changes both in one place.
 */
export async function EventListPage({ lang }: { lang: Locale }) {
  const t = getT(lang);
  const texts = eventListTexts(t);
  const today = berlinDay(new Date());
  const [settings, page, first, month, rooms, types, tags, series, genres] = await Promise.all([
    getCachedSettings(),
    getCachedPage(lang, ROUTES.calendar[lang]),
    getFirstEventPage(lang, today),
    cachedCalendar({ day: today, today }),
    cachedFilterOptions("rooms", lang),
    cachedFilterOptions("exhibition-types", lang),
    cachedFilterOptions("event-tags", lang),
    cachedFilterOptions("series", lang),
    cachedFilterOptions("genres", lang),
  ]);
  const style = settings.design.event_style as EventStyle;
  const title = t("routes:titles.calendar");
  const fallback = (
    <div className={styles.layout}>
      <div className={styles.side} />
      <div className={styles.main}>
        <DayList lang={lang} events={first.events.results} teasers={first.teasers} complete={!first.events.next} texts={texts} style={style} />
      </div>
    </div>
  );
  return (
    <>
      <BodyClass kind="events" />
      <PageHeader lang={lang} title={title} trail={[{ id: -1, title, url: routePath("calendar", lang) }]}
        intro={page?.is_online && page.headline ? <p data-page-headline="">{page.headline}</p> : undefined} />
      <Suspense fallback={fallback}>
        <EventList lang={lang} texts={texts} style={style} options={{ room: rooms, type: types, tag: tags, series, genre: genres }}
          initialEvents={first.events} initialTeasers={first.teasers} initialMonth={month} />
      </Suspense>
    </>
  );
}
