"use client";

import { useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";
import type { SearchCategory, SearchResponse } from "@schemas/api/search";
import type { Locale } from "@schemas/rules/localized";
import styles from "./search.module.css";

export interface SearchTexts {
  categories: string;
  all: string;
  none: string;
  previous: string;
  next: string;
  paging: string;
  /** "{{count}}" and "{{query}}" are filled in here. */
  resultsOne: string;
  resultsOther: string;
  labels: Record<SearchCategory, string>;
}

interface Props {
  lang: Locale;
  category: SearchCategory | null;
  page: number;
  /** The search route's base path (/{lang}/search). */
  base: string;
  texts: SearchTexts;
}

/** The answer for one request key; a key that differs from the current one means loading. */
type Answer = { key: string; body: SearchResponse | null };

const fill = (template: string, count: number, query: string) =>
  template.replace("{{count}}", String(count)).replace("{{query}}", query);

/**
 * The search results (000 §2, §5): q comes from the URL in the browser, so the page HTML
 * stays cached for everyone. Snippets are the API's HTML, in which only <mark> is markup
 * (everything else is escaped by the service), so they are set as HTML.
 */
export function SearchResults({ lang, category, page, base, texts }: Props) {
  const q = (useSearchParams().get("q") ?? "").trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const params = new URLSearchParams({ q, page: String(page) });
  if (category) params.set("category", category);
  const key = params.toString();

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    fetch(`/${lang}/api/search/?${key}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SearchResponse>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => setAnswer({ key, body }))
      .catch(() => { if (!controller.signal.aborted) setAnswer({ key, body: null }); });
    return () => controller.abort();
  }, [lang, q, key]);

  const query = `?q=${encodeURIComponent(q)}`;
  if (!q) return <p className={styles.none}>{texts.none}</p>;
  if (answer?.key !== key) return <p className={styles.loading} aria-busy="true" />;
  const { body } = answer;
  if (!body) return <p className={styles.none}>{texts.none}</p>;
  const total = body.categories.reduce((sum, entry) => sum + entry.count, 0);
  const pageLink = (target: number) => `${base}/${category ?? "all"}/${target}${query}`;
  return (
    <div className={styles.results}>
      <nav aria-label={texts.categories}>
        <ul className={styles.categories}>
          <li><a href={`${base}${query}`} aria-current={category ? undefined : "page"}>{texts.all} ({total})</a></li>
          {body.categories.filter((entry) => entry.count > 0).map((entry) => (
            <li key={entry.id}>
              <a href={`${base}/${entry.id}${query}`} aria-current={category === entry.id ? "page" : undefined}>{texts.labels[entry.id]} ({entry.count})</a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.count}>
        {body.count === 0 ? texts.none : fill(body.count === 1 ? texts.resultsOne : texts.resultsOther, body.count, q)}
      </p>
      <ol className={styles.list}>
        {body.results.map((result) => (
          <li key={`${result.type}-${result.id}`} className={styles.item} data-search-result={result.type}>
            <h2 className={styles.title}><a href={result.url}>{result.title}</a></h2>
            {result.subline && <p className={styles.subline}>{texts.labels[result.type]} · {result.subline}</p>}
            {result.snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: result.snippet }} />}
          </li>
        ))}
      </ol>
      {(body.previous || body.next) && (
        <nav className={styles.paging} aria-label={texts.paging}>
          {body.previous && <a rel="prev" href={pageLink(page - 1)}>{texts.previous}</a>}
          {body.next && <a rel="next" href={pageLink(page + 1)}>{texts.next}</a>}
        </nav>
      )}
    </div>
  );
}
