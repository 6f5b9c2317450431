"use client";
import { useState } from "react";
import type { ArticleItem } from "@schemas/api/article";
import type { Paged } from "@schemas/api/paging";
import type { Locale } from "@schemas/rules/localized";
import { useFetchedPages } from "../http/fetched";
import { withMinDelay } from "../http/min-delay";
import { ArticleCard } from "./article-card";
import styles from "../programme/detail.module.css";

interface Props { lang: Locale; query: string; pageSize: number; label: string; loading: string }

// 001 §9: the paged article loads take at least 200 ms, so the loading state does not flash.
const fetchPage = withMinDelay(async (url: string) => (await fetch(url)).json() as Promise<Paged<ArticleItem>>);

/** Pages after the server's first one, loaded on request (paged loading, 001 §4). */
export function MoreArticles({ lang, query, pageSize, label, loading }: Props) {
  // Nothing is fetched (and SWR's code not loaded) before the first press, which asks for the page after the server's.
  const [asked, setAsked] = useState(false);
  const [fetched, source] = useFetchedPages(
    asked ? (index) => `/${lang}/api/articles/?${query}${query ? "&" : ""}page=${index + 2}&page_size=${pageSize}` : null,
    fetchPage,
    { revalidateFirstPage: false },
  );
  const pages = fetched?.data ?? [];
  const isValidating = asked && (fetched?.isValidating ?? true);
  const more = () => (fetched ? void fetched.setSize(fetched.size + 1) : setAsked(true));
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
          <button type="button" className={styles.secondary} disabled={isValidating} onClick={more}>{label}</button>
        </div>
      )}
      {source}
    </>
  );
}
