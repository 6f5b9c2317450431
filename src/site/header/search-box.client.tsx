"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { Icon } from "../icons/icon";
import { useHeaderMenu } from "./header-frame.client";
import { searchHref } from "./search-url";
import { SearchSuggestions, focusFirstSuggestion } from "./search-suggestions.client";
import suggestStyles from "./search-suggestions.module.css";
import styles from "./site-header.module.css";
import { useSuggestions } from "./use-suggestions";

/** 000 §9: the field expands and takes focus after 200 ms, and collapses 200 ms after losing it. */
export const SEARCH_FOCUS_DELAY = 200;
export const SEARCH_BLUR_DELAY = 200;

export interface SearchLabels {
  search: string;
  open: string;
  submit: string;
  field: string;
  placeholder: string;
  suggestions: string;
  clear: string;
}

/**
 * The header's search box (000 §4): collapsed until its button is clicked; a click while
 * expanded submits when there is text (and collapses when there is none); blur and a click
 * outside collapse it. Only non-empty text is submitted, to the search route (searchHref).
 */
export function SearchBox({ lang, action, labels }: { lang: Locale; action: string; labels: SearchLabels }) {
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const listId = useId();
  // Escape hides the suggestions until the text changes again.
  const [dismissed, setDismissed] = useState(false);
  const suggestions = useSuggestions(lang, text);
  const listOpen = expanded && !dismissed && suggestions.length > 0;
  const router = useRouter();
  const pathname = usePathname();
  const { setMenuOpen } = useHeaderMenu();

  const later = (run: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !form.current?.contains(event.target)) setExpanded(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  const submit = (value = text) => {
    const href = searchHref(lang, pathname, value);
    if (!href) return;
    setMenuOpen(false);
    setExpanded(false);
    input.current?.blur();
    router.push(href);
  };

  const onButtonClick = () => {
    if (!expanded) {
      setExpanded(true);
      later(() => input.current?.focus(), SEARCH_FOCUS_DELAY);
    } else if (text.trim()) submit();
    else setExpanded(false);
  };

  // 000 §4: a chosen suggestion becomes the text and is searched at once.
  const choose = (value: string) => {
    setText(value);
    submit(value);
  };

  const clear = () => {
    setText("");
    input.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && listOpen && focusFirstSuggestion(listId)) event.preventDefault();
    else if (event.key === "Escape" && listOpen) setDismissed(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Focus moving to the button keeps the box open; anywhere else closes it after the delay.
  const onBlur = () => later(() => {
    if (!form.current?.contains(document.activeElement)) setExpanded(false);
  }, SEARCH_BLUR_DELAY);

  return (
    <form ref={form} role="search" aria-label={labels.search} action={action} method="get" className={`${styles.search} ${suggestStyles.anchor}`}
      data-expanded={expanded ? "" : undefined} onSubmit={onSubmit} onBlur={onBlur}>
      <label htmlFor={inputId} className="visually-hidden">{labels.field}</label>
      <input ref={input} id={inputId} name="q" type="search" className={styles.searchInput} value={text} placeholder={labels.placeholder}
        autoComplete="off" enterKeyHint="search" role="combobox" aria-expanded={listOpen} aria-controls={listId}
        aria-autocomplete="list" onKeyDown={onInputKeyDown}
        onChange={(event) => { setText(event.target.value); setDismissed(false); }} />
      {expanded && text && (
        <button type="button" className={suggestStyles.clear} onClick={clear}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{labels.clear}</span>
        </button>
      )}
      {listOpen && (
        <SearchSuggestions id={listId} label={labels.suggestions} suggestions={suggestions} onChoose={choose}
          onLeave={() => input.current?.focus()} />
      )}
      <button type="button" className={styles.searchButton} aria-expanded={expanded} aria-controls={inputId} onClick={onButtonClick}>
        <Icon name="search" className={styles.icon} />
        <span className="visually-hidden">{expanded ? labels.submit : labels.open}</span>
      </button>
    </form>
  );
}
