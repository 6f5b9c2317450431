import "server-only";
import type { EventDetail } from "@/contracts/entity-details";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { RenderSections } from "../content/render-sections";
import { Picture } from "../media/picture";
import { BodyClass } from "../shell/body-class";
import { PageHeader } from "../shell/page-header";
import { BookingWidget } from "../booking/booking-widget";
import { bookingMode } from "../booking/booking-mode";
import { Contributors, DateList, DetailSection, formatDateTime } from "./detail-parts";
import { ModuleSlotSection, OpeningHoursSection } from "./detail-slots";
import { berlinDay } from "@schemas/rules/dates";
import { plainText } from "./ics";
import { JsonLd } from "./json-ld";
import { EVENT_SLOTS, sectionsBySlot } from "./module-slots";
import { RichText } from "./rich-text";
import styles from "./detail.module.css";
import { metaLine } from "./meta-line";

/**
 * Sticky booking button (001 §5): the sticky-booking flag is set and the event books here or
 * links to a shop; free-only events ("0.00" everywhere) have none (booking-mode.ts).
 */
export const showsBooking = (event: EventDetail) => event.sticky_booking && bookingMode(event) !== null;

function eventJsonLd(event: EventDetail, lang: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    inLanguage: lang,
    url: event.url,
    description: plainText(event.teaser_text || event.description).slice(0, 500),
    ...(event.image ? { image: `${event.image.src}-${event.image.width >= 1200 ? 1200 : 640}.jpg` } : {}),
    location: { "@type": "Place", name: event.venue?.name ?? event.room?.name ?? "Museum" },
    ...(event.ticket_url
      ? { offers: { "@type": "Offer", url: event.ticket_url, availability: event.availability === "sold_out" ? "https://schema.org/SoldOut" : event.availability === "limited" ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock", priceCurrency: "EUR", ...(event.prices[0] ? { price: event.prices[0].price } : {}) } }
      : {}),
  };
}

/**
 * The event detail page (001 §2) in its section order; the event's content modules go into
 * the slots module-slots.ts assigns them (ImageSlider, Programs, Video, Events, Blog, Sponsors, Promoter).
 */
export function EventDetailPage({ lang, event }: { lang: Locale; event: EventDetail }) {
  const t = getT(lang);
  const calendar = t("routes:titles.calendar");
  const meta = metaLine([event.event_type_new?.name, event.room?.name, event.venue?.name]);
  const ctx = { lang, t, now: new Date() };
  const slots = sectionsBySlot(event.modules, EVENT_SLOTS);
  return (
    <article className={styles.page} data-event-id={event.id}>
      <BodyClass kind="events" />
      <JsonLd data={eventJsonLd(event, lang)} />
      <PageHeader lang={lang} title={event.name}
        trail={[{ id: -2, title: calendar, url: routePath("calendar", lang) }, { id: event.id, title: event.name, url: event.url }]}
        intro={event.subline ? <p>{event.subline}</p> : undefined} />
      {event.image && <Picture image={event.image} sizes="(min-width: 80em) 75rem, 100vw" className={styles.hero} priority />}
      <div className={styles.facts}>
        <p><time dateTime={event.date_start}>{formatDateTime(event.date_start, lang)}</time></p>
        {meta && <p>{meta}</p>}
        <div className={styles.actions}>
          {/* "Book tickets" opens the widget, or goes to the shop's page; the sticky one follows it (src/site/sticky/). */}
          {bookingMode(event) === "widget" && <BookingWidget lang={lang} eventId={event.id} eventName={event.name} sticky={showsBooking(event)} />}
          {bookingMode(event) === "link" && <a className={styles.book} href={event.ticket_url!} data-booking-button="" data-sticky-booking={showsBooking(event) ? "" : undefined}>{t("programme:detail.book")}</a>}
          <a className={styles.secondary} href={`/${lang}/api/events/${event.id}/ics`} download={`${event.slug}.ics`}>{t("programme:detail.add_to_calendar")}</a>
        </div>
      </div>
      {event.children.length > 0 && (
        <DetailSection id="children" title={t("programme:detail.children")}><DateList events={event.children} lang={lang} /></DetailSection>
      )}
      {event.important_info && (
        <DetailSection id="important-info" title={t("programme:detail.important_info")}><div className={styles.info}><RichText html={event.important_info} /></div></DetailSection>
      )}
      <OpeningHoursSection lang={lang} days={[berlinDay(event.date_start)]} />
      {event.description && (
        <DetailSection id="description" title={t("programme:detail.description")}><RichText html={event.description} /></DetailSection>
      )}
      <ModuleSlotSection slot="image-slider" sections={slots["image-slider"]} ctx={ctx} />
      <ModuleSlotSection slot="programs" sections={slots.programs} ctx={ctx} />
      <ModuleSlotSection slot="video" sections={slots.video} ctx={ctx} />
      {event.contributors.length > 0 && (
        <DetailSection id="contributors" title={t("programme:detail.contributors")}><Contributors people={event.contributors} /></DetailSection>
      )}
      {event.series && (
        <DetailSection id="series" title={t("programme:detail.series")}><p>{event.series.name}</p></DetailSection>
      )}
      {event.production || event.parent ? (
        <DetailSection id="events" title={t("programme:detail.events")}>
          <ul className={styles.dates}>
            {event.production && <li><a href={event.production.url}>{event.production.name}</a></li>}
            {event.parent && <li><a href={event.parent.url}>{event.parent.name}</a></li>}
          </ul>
          {slots.events && <RenderSections sections={slots.events} ctx={ctx} />}
        </DetailSection>
      ) : <ModuleSlotSection slot="events" sections={slots.events} ctx={ctx} />}
      <ModuleSlotSection slot="blog" sections={slots.blog} ctx={ctx} />
      <ModuleSlotSection slot="sponsors" sections={slots.sponsors} ctx={ctx} />
      <ModuleSlotSection slot="promoter" sections={slots.promoter} ctx={ctx} />
    </article>
  );
}
