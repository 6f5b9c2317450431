import { Picture } from "@/site/media/picture";
import type { TeaserFields } from "./schema";
import styles from "./render.module.css";

interface Props {
  item: TeaserFields;
  /** The heading level: 2 when the card stands alone, 3 under a list headline. */
  level: 2 | 3;
  sizes: string;
}

/**
 * One teaser card. When it has a link, the headline carries it and a pseudo-element stretches
 * it over the whole card: one link per card for screen readers, one big target for the pointer.
 */
export function TeaserCard({ item, level, sizes }: Props) {
  const Heading = `h${level}` as const;
  return (
    <article className={styles.card}>
      {item.image && <Picture image={item.image} sizes={sizes} className={styles.media} />}
      <div className={styles.body}>
        {item.preline && <p className={styles.preline}>{item.preline}</p>}
        <Heading className={styles.headline}>
          {item.link ? (
            <a href={item.link} className={styles.stretched}>
              {item.headline}
            </a>
          ) : (
            item.headline
          )}
        </Heading>
        {item.subline && <p className={styles.subline}>{item.subline}</p>}
        {item.text && <p className={styles.text}>{item.text}</p>}
        {item.link && item.link_text && (
          // The headline already names the link; this is its visible call to action.
          <span className={styles.cta} aria-hidden="true">
            {item.link_text}
          </span>
        )}
      </div>
    </article>
  );
}
