import type { EventItem } from "@schemas/api/event";
import type { Locale } from "@schemas/rules/localized";
import { Picture } from "../media/picture";
import { formatTime } from "@schemas/rules/dates";
import type { EventListTexts } from "./list-texts";
import styles from "./event-list.module.css";
import { metaLine } from "./meta-line";

export type EventStyle = "style1" | "style2" | "style3";

interface Props { event: EventItem; lang: Locale; texts: EventListTexts; style: EventStyle }

const AVAILABILITY_TEXT = { available: "available", limited: "limited", sold_out: "sold_out" } as const;

/** One event of the list in one of the three styles of the design settings (001 §2). */
export function EventListItem({ event, lang, texts, style }: Props) {
  const href = event.link;
  const meta = metaLine([event.event_type_new?.name, event.room?.name]);
  return (
    <article className={`${styles.item} ${styles[style]}`} data-event-id={event.id}>
      {style !== "style3" && event.image && (
        <Picture image={event.image} sizes="(min-width: 64em) 16rem, 40vw" className={styles.itemImage} />
      )}
      <div className={styles.itemBody}>
        <p className={styles.time}><time dateTime={event.date_start}>{formatTime(event.date_start, lang)}</time>{meta && <span> · {meta}</span>}</p>
        <h3 className={styles.itemTitle}><a href={href}>{event.name}</a></h3>
        {event.subline && <p className={styles.subline}>{event.subline}</p>}
        {style === "style2" && event.teaser_text && <p>{event.teaser_text}</p>}
        <p className={styles.status}>
          {event.is_free ? texts.free : <span className={styles[`dot_${event.availability}`]}>{texts[AVAILABILITY_TEXT[event.availability]]}</span>}
        </p>
      </div>
      {event.ticket_url && event.availability !== "sold_out" && (
        <a className={styles.ticketLink} href={event.ticket_url} aria-label={`${texts.tickets}: ${event.name}`}>{texts.tickets}</a>
      )}
    </article>
  );
}
