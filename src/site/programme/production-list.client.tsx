"use client";
import { useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { FilterOption, TypeOption } from "@schemas/api/options";
import type { Paged } from "@schemas/api/paging";
import type { ProductionItem } from "@schemas/api/programme-details";
import type { Locale } from "@schemas/rules/localized";
import { FilterSelects, SelectedChips } from "./filter-bar.client";
import { FilterModal } from "./filter-modal.client";


import { fill } from "./list-texts";
import { ListSkeleton } from "./list-skeleton";
import { useFetched } from "../http/fetched";
import { withMinDelay } from "../http/min-delay";
import { ProductionCards } from "./production-card";
import {
  EMPTY_PRODUCTION_STATE, PRODUCTION_FILTER_KEYS, hasProductionFilters, parseProductionState, productionApiQuery,
  serializeProductionState, withFilter, type ProductionFilterKey, type ProductionListState,
} from "./production-list-state";
import type { ProductionListTexts } from "./production-list-texts";
import styles from "./event-list.module.css";
import { berlinDay, isoToUrlDay, urlToIsoDay } from "@schemas/rules/dates";

interface Props {
  lang: Locale;
  texts: ProductionListTexts;
  options: Record<ProductionFilterKey, (FilterOption | TypeOption)[]>;
  /** The server's first page for the default state, computed for `initialDay`. */
  initial: Paged<ProductionItem>;
  initialDay: string;
}

const PAGE_SIZE = 10;

/** Page loads wait at least 200 ms (001 §9), so the skeleton does not flash. */
const fetchPage = withMinDelay(async (url: string): Promise<Paged<ProductionItem>> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.json() as Promise<Paged<ProductionItem>>;
});

/**
 * The interactive productions list (001 §2-§4): the state lives in the URL (router.replace on
 * each change, restored on load), each page from /{lang}/api/productions/.
 */
export function ProductionList({ lang, texts, options, initial, initialDay }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [state, setState] = useState<ProductionListState>(() => parseProductionState(searchParams));
  const today = berlinDay(new Date().toISOString());
  const listTop = useRef<HTMLDivElement>(null);
  const isDefault = serializeProductionState(state) === "" && today === initialDay;

  const update = (next: ProductionListState) => {
    setState(next);
    const search = serializeProductionState(next);
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    if (listTop.current && listTop.current.getBoundingClientRect().top < 0) listTop.current.scrollIntoView();
  };

  // The default state's first page comes with the page; any other is fetched.
  const [fetched, source] = useFetched(isDefault ? null : `/${lang}/api/productions/?${productionApiQuery(state, isoToUrlDay(today))}`, fetchPage,
    { revalidateOnFocus: false });
  const { data, isLoading, error } = isDefault ? { data: initial, isLoading: false, error: undefined } : fetched ?? { isLoading: true };
  const page = state.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  const results = data?.results ?? [];

  const selectedDay = state.date ? urlToIsoDay(state.date) : "";
  // Drawn twice: beside the list on wide screens, in the filter modal on small ones.
  const filters = (prefix: string) => (
    <div className={styles.filterPanel}>
      <FilterSelects idPrefix={prefix} legend={texts.filters} all={texts.all} keys={PRODUCTION_FILTER_KEYS}
        labels={{ season: texts.season, exhibition_type: texts.exhibition_type, tag: texts.tags }}
        options={options} values={state.filters} onChange={(key, value) => update(withFilter(state, key, value))} />
      <div className={styles.filter}>
        <label htmlFor={`${prefix}-date`}>{texts.date}</label>
        <input id={`${prefix}-date`} name="date" type="date" min={today} value={selectedDay}
          onChange={(event) => {
            const value = event.target.value;
            update({ ...state, date: value && value !== today ? isoToUrlDay(value) : undefined, page: undefined });
          }} />
      </div>
    </div>
  );
  return (
    <div className={styles.layout}>
      <div className={styles.side}>{filters("production-filter")}</div>
      <FilterModal label={texts.filters} close={texts.close}>{filters("production-modal")}</FilterModal>
      <div className={styles.main} ref={listTop}>
        <SelectedChips keys={PRODUCTION_FILTER_KEYS} label={texts.selected} removeOne={texts.remove_filter} removeAll={texts.remove_all}
          options={options} values={state.filters} onRemove={(key) => update(withFilter(state, key, undefined))}
          onRemoveAll={() => update({ ...EMPTY_PRODUCTION_STATE, date: state.date })} />
        <p className={styles.count} role="status" aria-live="polite">
          {isLoading ? texts.loading : data ? fill(data.count === 1 ? texts.count_one : texts.count_other, { count: data.count }) : ""}
        </p>
        {isLoading ? <ListSkeleton /> : results.length > 0 && <ProductionCards productions={results} lang={lang} />}
        {!isLoading && !error && data && results.length === 0 && (
          hasProductionFilters(state) || state.date ? (
            <div className={styles.empty}>
              <h2>{texts.empty_heading}</h2>
              <p>{texts.empty_text}</p>
              <button type="button" className={styles.button} onClick={() => update(EMPTY_PRODUCTION_STATE)}>{texts.reset}</button>
            </div>
          ) : <p className={styles.empty}>{texts.none}</p>
        )}
        {pages > 1 && (
          <nav className={styles.pager} aria-label={texts.paging}>
            <button type="button" className={styles.button} disabled={page <= 1 || isLoading} onClick={() => update({ ...state, page: page - 1 })}>{texts.previous}</button>
            <span>{fill(texts.page, { page, pages })}</span>
            <button type="button" className={styles.button} disabled={page >= pages || isLoading} onClick={() => update({ ...state, page: page + 1 })}>{texts.next}</button>
          </nav>
        )}
        {source}
      </div>
    </div>
  );
}
