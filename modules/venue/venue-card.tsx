import type { VenueCard as VenueCardData } from "@schemas/api/cards";
import { Picture } from "@/site/media/picture";
import styles from "./render.module.css";

interface Props {
  venue: VenueCardData;
  level: 2 | 3;
  sizes: string;
}

/** A venue as a card: image, name (the link, covering the card), address and a short text. */
export function VenueCard({ venue, level, sizes }: Props) {
  const Heading = `h${level}` as const;
  return (
    <article className={styles.card}>
      {venue.image && <Picture image={venue.image} sizes={sizes} className={styles.media} />}
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={venue.url} className={styles.link}>
            {venue.name}
          </a>
        </Heading>
        {venue.address && <p className={styles.address}>{venue.address}</p>}
        {venue.description && <p className={styles.description}>{venue.description}</p>}
      </div>
    </article>
  );
}
