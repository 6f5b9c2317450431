import { formatTime } from "@schemas/rules/dates";
import type { ModuleRenderer } from "../render-types";
import { getUpcomingEvents } from "./data";
import { formatEventDate } from "./format";
import { eventListQuery } from "./query";
import type { eventList } from "./schema";
import styles from "./render.module.css";

/** Upcoming events as a list (Berlin date and time, name, room), with a way to the full calendar. */
export const EventListRender: ModuleRenderer<typeof eventList> = async ({ module, ctx }) => {
  const query = eventListQuery(module, ctx.now);
  const events = query ? await getUpcomingEvents(ctx.lang, query) : [];
  const headingId = `event-list-${module.id}`;
  const Heading = module.headline ? "h3" : "h2";
  return (
    <section className={styles.eventList} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      {events.length ? (
        <ul className={styles.events}>
          {events.map((event) => (
            <li key={event.id} className={styles.event}>
              <p className={styles.when}>
                <time dateTime={event.date_start}>
                  <span lang={module.date_names || undefined}>{formatEventDate(event.date_start, ctx.lang, module.date_names)}</span>{" "}
                  <span className={styles.time}>{formatTime(event.date_start, ctx.lang)}</span>
                </time>
              </p>
              <div className={styles.what}>
                <Heading className={styles.name}>
                  <a href={event.url} className={styles.link}>
                    {event.name}
                  </a>
                </Heading>
                {event.subline && <p className={styles.subline}>{event.subline}</p>}
                {(event.room || event.is_free) && (
                  <p className={styles.meta}>
                    {event.room}
                    {event.room && event.is_free && " · "}
                    {event.is_free && ctx.t("modules:event_list.free")}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{ctx.t("modules:event_list.empty")}</p>
      )}
      <a href={`/${ctx.lang}/kalender`} className={styles.calendar}>
        {ctx.t("modules:event_list.calendar")}
      </a>
    </section>
  );
};
