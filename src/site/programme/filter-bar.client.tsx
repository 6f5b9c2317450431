"use client";
import type { FilterOption, TypeOption } from "../../../schemas/api/options";
import { FILTER_KEYS, type FilterKey } from "./list-state";
import { fill, type EventListTexts } from "./list-texts";
import styles from "./event-list.module.css";

export type FilterOptions = Record<FilterKey, (FilterOption | TypeOption)[]>;

const LABELS: Record<FilterKey, keyof EventListTexts> = {
  room: "location", type: "exhibition_type", tag: "tags", series: "series", genre: "genre",
};

interface Props {
  idPrefix: string;
  texts: EventListTexts;
  options: FilterOptions;
  values: Partial<Record<FilterKey, string>>;
  onChange: (key: FilterKey, value: string | undefined) => void;
}

/** The five filters of the event list (001 §2), each a labelled select; hidden options are left out. */
export function FilterBar({ idPrefix, texts, options, values, onChange }: Props) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legendTitle}>{texts.filters}</legend>
      {FILTER_KEYS.map((key) => {
        const list = options[key].filter((option) => option.show_in_filter);
        if (list.length === 0) return null;
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className={styles.filter}>
            <label htmlFor={id}>{texts[LABELS[key]]}</label>
            <select id={id} name={key} value={values[key] ?? ""} onChange={(event) => onChange(key, event.target.value || undefined)}>
              <option value="">{texts.all}</option>
              {list.map((option) => <option key={option.id} value={String(option.id)}>{option.name}</option>)}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

interface ChipsProps {
  texts: EventListTexts;
  options: FilterOptions;
  values: Partial<Record<FilterKey, string>>;
  onRemove: (key: FilterKey) => void;
  onRemoveAll: () => void;
}

/** The selected filters as removable chips, with remove-all. */
export function FilterChips({ texts, options, values, onRemove, onRemoveAll }: ChipsProps) {
  const chosen = FILTER_KEYS.flatMap((key) => {
    const value = values[key];
    if (!value) return [];
    const name = options[key].find((option) => String(option.id) === value)?.name ?? value;
    return [{ key, name }];
  });
  if (chosen.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={texts.selected}>
      {chosen.map(({ key, name }) => (
        <button key={key} type="button" className={styles.chip} onClick={() => onRemove(key)} aria-label={fill(texts.remove_filter, { name })}>
          {name} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" className={styles.linkButton} onClick={onRemoveAll}>{texts.remove_all}</button>
    </div>
  );
}
