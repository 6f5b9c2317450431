"use client";
import useSWRInfinite from "swr/infinite";
import type { ArticleItem } from "@schemas/api/article";
import type { Paged } from "@schemas/api/paging";
import type { Locale } from "@schemas/rules/localized";
import { withMinDelay } from "../http/min-delay";
import { ArticleCard } from "./article-card";
import styles from "../programme/detail.module.css";

interface Props { lang: Locale; query: string; pageSize: number; label: string; loading: string }

// 001 §9: the paged article loads take at least 200 ms, so the loading state does not flash.
const fetchPage = withMinDelay(async (url: string) => (await fetch(url)).json() as Promise<Paged<ArticleItem>>);

/** Pages after the server's first one, loaded on request (paged loading, 001 §4). */
export function MoreArticles({ lang, query, pageSize, label, loading }: Props) {
  const { data, size, setSize, isValidating } = useSWRInfinite(
    (index) => `/${lang}/api/articles/?${query}${query ? "&" : ""}page=${index + 2}&page_size=${pageSize}`,
    fetchPage,
    { initialSize: 0, revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const done = pages.length > 0 && !pages[pages.length - 1]!.next;
  return (
    <>
      {pages.length > 0 && (
        <ul className={styles.cards}>
          {pages.flatMap((page) => page.results).map((article) => <li key={article.id}><ArticleCard article={article} lang={lang} /></li>)}
        </ul>
      )}
      <p role="status" className="visually-hidden">{isValidating ? loading : ""}</p>
      {!done && (
        <div className={styles.pager}>
          <button type="button" className={styles.secondary} disabled={isValidating} onClick={() => void setSize(size + 1)}>{label}</button>
        </div>
      )}
    </>
  );
}
