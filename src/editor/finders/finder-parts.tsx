"use client";
import type { RefObject } from "react";
import type { Locale } from "@schemas/rules/localized";
import { moveFocus } from "./finder-dialog";
import { finderText } from "./texts";
import styles from "./finders.module.css";

interface SearchProps {
  lang: Locale;
  id: string;
  q: string;
  onChange: (q: string) => void;
  input: RefObject<HTMLInputElement | null>;
  list: RefObject<HTMLUListElement | null>;
}

/** The finders' search box with its keyboard help: arrow down goes into the results, Enter never submits the module form. */
export function FinderSearch({ lang, id, q, onChange, input, list }: SearchProps) {
  return (
    <>
      <label className={styles.control}>
        {finderText(lang, "search")}
        <input ref={input} type="search" data-finder-focus value={q} aria-describedby={`${id}-help`} onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") moveFocus(event, list.current, input.current);
            if (event.key === "Enter") event.preventDefault();
          }} />
      </label>
      <p id={`${id}-help`} className={styles.help}>{finderText(lang, "keyboard_help")}</p>
    </>
  );
}

/** What a finder's search came to, spoken as it changes. */
export function FinderStatus({ lang, status, count }: { lang: Locale; status: "loading" | "done" | "failed"; count: number }) {
  return (
    <p role="status" className={styles.status}>
      {status === "loading" ? finderText(lang, "loading")
        : status === "failed" ? finderText(lang, "failed")
        : count ? finderText(lang, "result_count", { n: count }) : finderText(lang, "no_results")}
    </p>
  );
}
