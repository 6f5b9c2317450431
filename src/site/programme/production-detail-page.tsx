import "server-only";
import type { ProductionDetail } from "@/contracts/entity-details";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { berlinDay } from "@schemas/rules/dates";
import { RenderSections } from "../content/render-sections";
import { Picture } from "../media/picture";
import { PageHeader } from "../shell/page-header";
import { Contributors, DetailSection, formatDateTime } from "./detail-parts";
import { ModuleSlotSection, OpeningHoursSection } from "./detail-slots";
import { plainText } from "./ics";
import { JsonLd } from "./json-ld";
import { PRODUCTION_SLOTS, sectionsBySlot } from "./module-slots";
import { formatRun, openingDays } from "./production-dates";
import { RichText } from "./rich-text";
import styles from "./detail.module.css";

/** The anchor the sticky "Dates and Tickets" button of production pages links to (001 §2). */
export const DATES_AND_TICKETS_ANCHOR = "datesAndTickets";

function productionJsonLd(production: ProductionDetail, lang: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "EventSeries",
    name: production.name,
    url: production.url,
    inLanguage: lang,
    description: plainText(production.teaser_text || production.description).slice(0, 500),
    ...(production.date_start ? { startDate: production.date_start } : {}),
    ...(production.date_end ? { endDate: production.date_end } : {}),
    ...(production.image ? { image: `${production.image.src}-${production.image.width >= 1200 ? 1200 : 640}.jpg` } : {}),
    ...(production.venue ? { location: { "@type": "Place", name: production.venue.name } } : {}),
    subEvent: production.events.slice(0, 20).map((event) => ({ "@type": "Event", name: event.name, startDate: event.date_start, url: event.url })),
  };
}

/**
 * The production detail page (001 §2) in its section order: OpeningHours, Description,
 * ImageSlider, Programs, Video, Contributors, Events (the dates, anchor #datesAndTickets),
 * Blog, Promoter; the production's content modules go into their slots (module-slots.ts).
 */
export function ProductionDetailPage({ lang, production }: { lang: Locale; production: ProductionDetail }) {
  const t = getT(lang);
  const title = t("routes:titles.programme");
  const ctx = { lang, t, now: new Date() };
  const slots = sectionsBySlot(production.modules, PRODUCTION_SLOTS);
  const run = formatRun(production.date_start, production.date_end, lang);
  const meta = [production.exhibition_type?.name, production.season?.name, production.venue?.name].filter(Boolean).join(" · ");
  return (
    <article className={styles.page} data-production-id={production.id}>
      <JsonLd data={productionJsonLd(production, lang)} />
      <PageHeader lang={lang} title={production.name}
        trail={[{ id: -3, title, url: routePath("programme", lang) }, { id: production.id, title: production.name, url: production.url }]}
        intro={production.subline ? <p>{production.subline}</p> : undefined} />
      {production.image && <Picture image={production.image} sizes="(min-width: 80em) 75rem, 100vw" className={styles.hero} priority />}
      {(run || meta) && (
        <div className={styles.facts}>
          {run && <p>{run}</p>}
          {meta && <p>{meta}</p>}
        </div>
      )}
      <OpeningHoursSection lang={lang} days={openingDays(production.date_start, production.date_end, berlinDay(new Date()))} />
      {production.description && (
        <DetailSection id="description" title={t("programme:detail.description")}><RichText html={production.description} /></DetailSection>
      )}
      <ModuleSlotSection slot="image-slider" sections={slots["image-slider"]} ctx={ctx} />
      <ModuleSlotSection slot="programs" sections={slots.programs} ctx={ctx} />
      <ModuleSlotSection slot="video" sections={slots.video} ctx={ctx} />
      {production.contributors.length > 0 && (
        <DetailSection id="contributors" title={t("programme:detail.contributors")}><Contributors people={production.contributors} /></DetailSection>
      )}
      <DetailSection id="events" anchor={DATES_AND_TICKETS_ANCHOR} title={t("programme:detail.dates_and_tickets")}>
        {production.events.length ? (
          <ul className={styles.dates}>
            {production.events.map((event) => (
              <li key={event.id} className={styles.datesHead}>
                <a href={event.link}><time dateTime={event.date_start}>{formatDateTime(event.date_start, lang)}</time> — {event.name}</a>
                {event.ticket_url && event.availability !== "sold_out" && (
                  <a className={styles.secondary} href={event.ticket_url} aria-label={`${t("programme:list.tickets")}: ${formatDateTime(event.date_start, lang)}`}>{t("programme:list.tickets")}</a>
                )}
                {event.availability === "sold_out" && <span>{t("programme:list.sold_out")}</span>}
              </li>
            ))}
          </ul>
        ) : <p>{t("programme:detail.no_dates")}</p>}
        {slots.events && <RenderSections sections={slots.events} ctx={ctx} />}
      </DetailSection>
      <ModuleSlotSection slot="blog" sections={slots.blog} ctx={ctx} />
      <ModuleSlotSection slot="promoter" sections={slots.promoter} ctx={ctx} />
    </article>
  );
}
