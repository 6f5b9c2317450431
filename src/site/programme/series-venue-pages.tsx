import "server-only";
import type { SeriesDetail, VenueDetail } from "@schemas/api/programme-details";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { Picture } from "../media/picture";
import { PageHeader } from "../shell/page-header";
import { DateList, DetailSection } from "./detail-parts";
import { RichText } from "./rich-text";
import styles from "./detail.module.css";

function Dates({ lang, events }: { lang: Locale; events: SeriesDetail["events"] }) {
  const t = getT(lang);
  return (
    <DetailSection id="events" title={t("programme:detail.events")}>
      {events.length ? <DateList events={events} lang={lang} /> : <p>{t("programme:detail.no_dates")}</p>}
    </DetailSection>
  );
}

/** An event series: header, description, its upcoming dates. */
export function SeriesPage({ lang, series }: { lang: Locale; series: SeriesDetail }) {
  const t = getT(lang);
  return (
    <article className={styles.page} data-series-id={series.id}>
      <PageHeader lang={lang} title={series.name} trail={[{ id: series.id, title: series.name, url: series.url }]}
        intro={series.subline ? <p>{series.subline}</p> : undefined} />
      {series.image && <Picture image={series.image} sizes="(min-width: 80em) 75rem, 100vw" className={styles.hero} priority />}
      {series.description && <DetailSection id="description" title={t("programme:detail.description")}><RichText html={series.description} /></DetailSection>}
      <Dates lang={lang} events={series.events} />
    </article>
  );
}

/** A venue: header, address and website, description, rooms, upcoming dates. */
export function VenuePage({ lang, venue }: { lang: Locale; venue: VenueDetail }) {
  const t = getT(lang);
  return (
    <article className={styles.page} data-venue-id={venue.id}>
      <PageHeader lang={lang} title={venue.name} trail={[{ id: venue.id, title: venue.name, url: venue.url }]}
        intro={venue.address ? <p>{venue.address}</p> : undefined} />
      {venue.image && <Picture image={venue.image} sizes="(min-width: 80em) 75rem, 100vw" className={styles.hero} priority />}
      {venue.website_url && <p className={styles.facts}><a href={venue.website_url}>{t("programme:detail.website")}</a></p>}
      {venue.description && <DetailSection id="description" title={t("programme:detail.description")}><RichText html={venue.description} /></DetailSection>}
      {venue.rooms.length > 0 && (
        <DetailSection id="rooms" title={t("programme:detail.rooms")}><ul>{venue.rooms.map((room) => <li key={room.id}>{room.name}</li>)}</ul></DetailSection>
      )}
      <Dates lang={lang} events={venue.events} />
    </article>
  );
}
