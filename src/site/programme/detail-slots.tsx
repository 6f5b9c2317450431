import "server-only";
import type { SectionData } from "@modules/registry";
import type { RenderContext } from "@modules/render-types";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { getCachedOpeningHoursForDay, openingDay } from "@/server/site/opening-hours";
import { RenderSections } from "../content/render-sections";
import { alternativeText, effectiveHours, formatRanges } from "../header/opening-status";
import { DetailSection } from "./detail-parts";
import { formatDay } from "@schemas/rules/dates";
import type { ModuleSlot } from "./module-slots";
import styles from "./detail.module.css";

const SLOT_LABEL = {
  "image-slider": "image_slider", programs: "programs", video: "video", events: "events", blog: "blog", sponsors: "sponsors", promoter: "promoter",
} as const satisfies Record<ModuleSlot, string>;

/**
 * The entity's content modules of one slot (module-slots.ts). The modules bring their own
 * headlines, so the section is named for assistive technology only.
 */
export function ModuleSlotSection({ slot, sections, ctx }: { slot: ModuleSlot; sections: SectionData[] | undefined; ctx: RenderContext }) {
  if (!sections?.length) return null;
  return (
    <section className={styles.slot} id={slot} data-section={slot} aria-label={ctx.t(`programme:detail.${SLOT_LABEL[slot]}`)}>
      <RenderSections sections={sections} ctx={ctx} />
    </section>
  );
}

/**
 * The museum's opening hours on the given Berlin days (YYYY-MM-DD): an exception replaces the
 * weekday's hours. Nothing at all when no day has any entry (the data has no hours for them).
 */
export async function OpeningHoursSection({ lang, days }: { lang: Locale; days: string[] }) {
  const t = getT(lang);
  const hours = await Promise.all(days.map(async (date) => {
    const day = openingDay(new Date(`${date}T12:00:00Z`));
    return { date, entries: effectiveHours(await getCachedOpeningHoursForDay(day, lang)) };
  }));
  const known = hours.filter((day) => day.entries.length > 0);
  if (!known.length) return null;
  return (
    <DetailSection id="opening-hours" title={t("programme:detail.opening_hours")}>
      <dl className={styles.hours}>
        {known.map(({ date, entries }) => {
          const alternative = alternativeText(entries);
          const ranges = formatRanges(entries, t("programme:detail.opening_hours_range", { from: "{{from}}", to: "{{to}}" }));
          return (
            <div key={date}>
              <dt><time dateTime={date}>{formatDay(date, lang)}</time></dt>
              <dd>
                {ranges ?? (alternative ? null : t("programme:detail.closed"))}
                {alternative && (alternative.url ? <a href={alternative.url}>{alternative.text}</a> : <span>{alternative.text}</span>)}
              </dd>
            </div>
          );
        })}
      </dl>
    </DetailSection>
  );
}
