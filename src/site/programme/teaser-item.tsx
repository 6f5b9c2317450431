import type { TeaserItem } from "@schemas/api/teaser";
import { Picture } from "../media/picture";
import styles from "./event-list.module.css";

/** A calendar teaser mixed into the list at the end of its day (001 §3). */
export function TeaserListItem({ teaser }: { teaser: TeaserItem }) {
  return (
    <aside className={styles.teaser} aria-label={teaser.headline || teaser.name} data-teaser-id={teaser.id}>
      {teaser.image_obj && <Picture image={teaser.image_obj} sizes="(min-width: 64em) 24rem, 90vw" className={styles.teaserImage} />}
      <div>
        {teaser.preline && <p className={styles.preline}>{teaser.preline}</p>}
        {teaser.headline && <p className={styles.teaserHeadline}>{teaser.headline}</p>}
        {teaser.subline && <p>{teaser.subline}</p>}
        {teaser.text && <p>{teaser.text}</p>}
        {teaser.link && <a href={teaser.link}>{teaser.link_text || teaser.headline}</a>}
      </div>
    </aside>
  );
}
