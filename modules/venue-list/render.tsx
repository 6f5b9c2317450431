import type { ModuleRenderer } from "../render-types";
import { VenueCard } from "../venue/venue-card";
import { getVenueListCards } from "./data";
import type { venueList } from "./schema";
import styles from "./render.module.css";

/** A grid of venue cards, in the order the editor put them. */
export const VenueListRender: ModuleRenderer<typeof venueList> = async ({ module, ctx }) => {
  const ids = module.children.map((item) => item.venue);
  if (!ids.length) return null;
  // The service keeps the editor's order and drops venues that are gone or offline.
  const venues = await getVenueListCards(ctx.lang, ids);
  if (!venues.length) return null;
  const headingId = `venue-list-${module.id}`;
  return (
    <section className={styles.venueList} aria-labelledby={module.headline ? headingId : undefined}>
      {module.headline && (
        <h2 id={headingId} className={styles.headline}>
          {module.headline}
        </h2>
      )}
      <ul className={styles.grid}>
        {venues.map((venue) => (
          <li key={venue.id}>
            <VenueCard venue={venue} level={module.headline ? 3 : 2} sizes="(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
};
