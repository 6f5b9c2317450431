import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { SEARCH_CATEGORIES, searchCategorySchema, type SearchCategory } from "@schemas/api/search";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { routeAlternates, routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { pageTitle } from "../content/page-metadata";
import { getCachedSettings } from "../settings/get-settings";
import { notFoundMetadata } from "../errors/not-found-metadata";
import { PageHeader } from "../shell/page-header";
import { SearchResults, type SearchTexts } from "./search-results.client";
import styles from "./search.module.css";

type Params = Promise<{ lang: string; path?: string[] }>;

/** search/{category?}/{page?}: "all" stands for no category so that page 2 of all results has a path. */
function resolve(raw: { lang: string; path?: string[] }): { lang: Locale; category: SearchCategory | null; page: number } | null {
  if (!isLocale(raw.lang)) return null;
  const [first, second, ...rest] = raw.path ?? [];
  if (rest.length) return null;
  let category: SearchCategory | null = null;
  if (first !== undefined && first !== "all") {
    const parsed = searchCategorySchema.safeParse(first);
    if (!parsed.success) return null;
    category = parsed.data;
  }
  if (second !== undefined && !/^[1-9]\d{0,5}$/.test(second)) return null;
  return { lang: raw.lang, category, page: second ? Number(second) : 1 };
}

export async function searchMetadata({ params }: { params: Params }): Promise<Metadata> {
  const raw = await params;
  const route = resolve(raw);
  if (!route) return isLocale(raw.lang) ? notFoundMetadata(raw.lang) : {};
  const settings = await getCachedSettings();
  return {
    title: { absolute: pageTitle(route.lang, getT(route.lang)("routes:titles.search"), settings.site_name[route.lang]) },
    alternates: routeAlternates("search", route.lang),
    // Result pages depend on the visitor's query: not for search engines.
    robots: { index: false },
  };
}

/** The search page (000 §2, §5): cached HTML; the query is read in the browser. */
export async function SearchPage({ params }: { params: Params }) {
  const route = resolve(await params);
  if (!route) notFound();
  const t = getT(route.lang);
  const title = t("routes:titles.search");
  const base = routePath("search", route.lang);
  const texts: SearchTexts = {
    categories: t("programme:search.categories"),
    all: t("programme:search.all"),
    none: t("programme:search.none"),
    previous: t("programme:search.previous"),
    next: t("programme:search.next"),
    paging: t("programme:search.paging"),
    resultsOne: t("programme:search.results_one", { count: 1, query: "{{query}}", interpolation: { escapeValue: false } }).replace("1", "{{count}}"),
    resultsOther: t("programme:search.results_other", { count: 2, query: "{{query}}", interpolation: { escapeValue: false } }).replace("2", "{{count}}"),
    labels: Object.fromEntries(SEARCH_CATEGORIES.map((id) => [id, t(`programme:search.category.${id}`)])) as Record<SearchCategory, string>,
  };
  return (
    <>
      <PageHeader lang={route.lang} title={title} trail={[{ id: -1, title, url: base }]} />
      <div className={`container ${styles.wrap}`}>
        <Suspense fallback={<p className={styles.loading} />}>
          <SearchResults lang={route.lang} category={route.category} page={route.page} base={base} texts={texts} />
        </Suspense>
      </div>
    </>
  );
}
