import type { ReactNode } from "react";
import type { Locale } from "@schemas/rules/localized";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/** The search box of a list: a plain GET form, so it works without script and keeps ?q in the URL. */
export function SearchForm({ lang, q }: { lang: Locale; q?: string }) {
  return (
    <form role="search" method="get" className={styles.search}>
      <label>
        {dashboardText(lang, "search_label")}
        <input type="search" name="q" defaultValue={q ?? ""} maxLength={200} />
      </label>
      <button type="submit" className={styles.button}>{dashboardText(lang, "search")}</button>
    </form>
  );
}

export interface Column { key: string; label: string }

/** A list as a table: a caption that says what is shown, column headers, one row per entry. */
export function DataTable({ caption, columns, rows, empty }: {
  caption: string;
  columns: Column[];
  rows: { id: number | string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (!rows.length) return <p role="status">{empty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>{columns.map((column) => <th key={column.key} scope="col">{column.label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next page links, keeping the search. */
export function Pager({ lang, page, hasNext, q }: { lang: Locale; page: number; hasNext: boolean; q?: string }) {
  if (page <= 1 && !hasNext) return null;
  const href = (target: number) => {
    const query = new URLSearchParams();
    if (q) query.set("q", q);
    if (target > 1) query.set("page", String(target));
    const text = query.toString();
    return text ? `?${text}` : "?";
  };
  return (
    <nav aria-label={dashboardText(lang, "paging")} className={styles.pager}>
      {page > 1 && <a href={href(page - 1)} rel="prev">{dashboardText(lang, "previous")}</a>}
      {hasNext && <a href={href(page + 1)} rel="next">{dashboardText(lang, "next")}</a>}
    </nav>
  );
}
