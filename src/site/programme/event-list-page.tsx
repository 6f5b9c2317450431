import "server-only";
import { Suspense } from "react";
import type { Locale } from "../../../schemas/rules/localized";
import { getT } from "../../i18n/translate";
import { routePath } from "../../i18n/routes";
import { berlinDay } from "../../server/services/berlin-days";
import { cachedFilterOptions } from "../../server/services/cached-reads";
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
 * takes over after hydration.
 */
export async function EventListPage({ lang }: { lang: Locale }) {
  const t = getT(lang);
  const texts = eventListTexts(t);
  const [settings, first, rooms, types, tags, series, genres] = await Promise.all([
    getCachedSettings(),
    getFirstEventPage(lang, berlinDay(new Date())),
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
      <PageHeader lang={lang} title={title} trail={[{ id: -1, title, url: routePath("calendar", lang) }]} />
      <Suspense fallback={fallback}>
        <EventList lang={lang} texts={texts} style={style} options={{ room: rooms, type: types, tag: tags, series, genre: genres }}
          initialEvents={first.events} initialTeasers={first.teasers} />
      </Suspense>
    </>
  );
}
