import type { ProductionItem } from "@schemas/api/programme-details";
import type { Locale } from "@schemas/rules/localized";
import { Picture } from "../media/picture";
import { formatRun } from "./production-dates";
import styles from "./detail.module.css";

/** One production of the list: image, run, type and venue; shared by the server's first page and the client list. */
export function ProductionCard({ production, lang }: { production: ProductionItem; lang: Locale }) {
  const run = formatRun(production.date_start, production.date_end, lang);
  const meta = [production.exhibition_type?.name, production.venue?.name].filter(Boolean).join(" · ");
  return (
    <article className={styles.card} data-production-id={production.id}>
      {production.image && <Picture image={production.image} sizes="(min-width: 64em) 24rem, 100vw" />}
      {run && <p className={styles.meta}>{run}</p>}
      <h2><a href={production.url}>{production.name}</a></h2>
      {production.subline && <p>{production.subline}</p>}
      {meta && <p className={styles.meta}>{meta}</p>}
    </article>
  );
}

/** The cards of one page. */
export function ProductionCards({ productions, lang }: { productions: ProductionItem[]; lang: Locale }) {
  return (
    <ul className={styles.cards}>
      {productions.map((production) => <li key={production.id}><ProductionCard production={production} lang={lang} /></li>)}
    </ul>
  );
}
