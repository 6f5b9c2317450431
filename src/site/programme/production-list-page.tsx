import "server-only";
import { Suspense } from "react";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { berlinDay } from "@schemas/rules/dates";
import { cachedFilterOptions } from "@/server/services/cached-reads";
import { PageHeader } from "../shell/page-header";
import { getFirstProductionPage } from "./get-production-list";
import { ProductionCards } from "./production-card";
import { ProductionList } from "./production-list.client";
import { productionListTexts } from "./production-list-texts";
import styles from "./event-list.module.css";

/**
 * The productions list (001 §2): filters season, exhibition type and tag, a start date and
 * paging, all in the URL. Cached HTML: the default first page is the Suspense fallback; the
 * client list reads the query and takes over after hydration (as the event list does).
 */
export async function ProductionListPage({ lang }: { lang: Locale }) {
  const t = getT(lang);
  const today = berlinDay(new Date());
  const [first, seasons, types, tags] = await Promise.all([
    getFirstProductionPage(lang, today),
    cachedFilterOptions("seasons", lang),
    cachedFilterOptions("exhibition-types", lang),
    cachedFilterOptions("production-tags", lang),
  ]);
  const title = t("routes:titles.programme");
  const fallback = (
    <div className={styles.layout}>
      <div className={styles.side} />
      <div className={styles.main}>{first.results.length > 0 && <ProductionCards productions={first.results} lang={lang} />}</div>
    </div>
  );
  return (
    <>
      <PageHeader lang={lang} title={title} trail={[{ id: -3, title, url: routePath("programme", lang) }]} />
      <Suspense fallback={fallback}>
        <ProductionList lang={lang} texts={productionListTexts(t)} options={{ season: seasons, exhibition_type: types, tag: tags }}
          initial={first} initialDay={today} />
      </Suspense>
    </>
  );
}
