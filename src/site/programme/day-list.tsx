import type { EventItem } from "@schemas/api/event";
import type { TeaserItem } from "@schemas/api/teaser";
import type { Locale } from "@schemas/rules/localized";
import { EventListItem, type EventStyle } from "./event-item";
import { groupByDay } from "./group-by-day";
import type { EventListTexts } from "./list-texts";
import { TeaserListItem } from "./teaser-item";
import styles from "./event-list.module.css";
import { formatDay } from "@schemas/rules/dates";

interface Props {
  lang: Locale;
  events: EventItem[];
  teasers: TeaserItem[];
  complete: boolean;
  texts: EventListTexts;
  style: EventStyle;
}

/** Events grouped by Berlin day with the teasers at their position; shared by server and client. */
export function DayList({ lang, events, teasers, complete, texts, style }: Props) {
  return (
    <div className={styles.days}>
      {groupByDay(events, teasers, complete).map((group) => (
        <section key={group.day} className={styles.day} aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className={styles.dayHeading}>{formatDay(group.day, lang)}</h2>
          <ul className={styles.dayItems}>
            {group.items.map((item) => (
              <li key={`${item.xtype}-${item.id}`}>
                {item.xtype === "event"
                  ? <EventListItem event={item} lang={lang} texts={texts} style={style} />
                  : <TeaserListItem teaser={item} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
