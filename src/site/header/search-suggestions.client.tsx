"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import styles from "./search-suggestions.module.css";

interface Props {
  id: string;
  label: string;
  suggestions: string[];
  onChoose: (text: string) => void;
  /** Arrow-up from the first entry and Escape return here. */
  onLeave: () => void;
}

/**
 * The suggestion list of the header search (000 §4, ARIA combobox with a listbox): the
 * options take real focus (arrow down from the field), arrow keys move between them, Enter
 * or a click chooses one. The focused option is the selected one (aria-selected), so screen
 * readers announce it as chosen.
 */
export function SearchSuggestions({ id, label, suggestions, onChoose, onLeave }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(-1);
  const options = () => Array.from(list.current?.querySelectorAll<HTMLElement>("[role=option]") ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = options();
    const index = all.findIndex((option) => option === document.activeElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      all[Math.min(index + 1, all.length - 1)]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (index <= 0) onLeave();
      else all[index - 1]?.focus();
    } else if (event.key === "Home") {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === "End") {
      event.preventDefault();
      all.at(-1)?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onLeave();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const chosen = all[index]?.dataset.value;
      if (chosen) onChoose(chosen);
    }
  };

  return (
    <ul ref={list} id={id} role="listbox" aria-label={label} className={styles.list} onKeyDown={onKeyDown} onBlur={() => setActive(-1)}>
      {suggestions.map((suggestion, index) => (
        <li key={`${index}-${suggestion}`} role="option" aria-selected={index === active} tabIndex={-1} data-value={suggestion}
          className={styles.option} onFocus={() => setActive(index)} onClick={() => onChoose(suggestion)}>
          {suggestion}
        </li>
      ))}
    </ul>
  );
}

/** Focus the first suggestion of the list with this id (Arrow-down in the field). */
export function focusFirstSuggestion(id: string): boolean {
  const first = document.getElementById(id)?.querySelector<HTMLElement>("[role=option]");
  first?.focus();
  return Boolean(first);
}
