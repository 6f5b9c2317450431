"use client";
import type { FilterOption, TypeOption } from "@schemas/api/options";
import { EVENT_FILTER_KEYS as FILTER_KEYS, type EventFilterKey as FilterKey } from "@schemas/api/event-list-filters";
import { fill, type EventListTexts } from "./list-texts";
import styles from "./event-list.module.css";

type Option = FilterOption | TypeOption;
export type FilterOptions = Record<FilterKey, Option[]>;

const LABELS: Record<FilterKey, keyof EventListTexts> = {
  room: "location", type: "exhibition_type", tag: "tags", series: "series", genre: "genre",
};

interface SelectsProps<K extends string> {
  idPrefix: string;
  legend: string;
  all: string;
  keys: readonly K[];
  labels: Record<K, string>;
  options: Record<K, Option[]>;
  values: Partial<Record<K, string>>;
  onChange: (key: K, value: string | undefined) => void;
}

/** A list's filters, each a labelled select; options with show_in_filter false are left out. Shared by events and productions. */
export function FilterSelects<K extends string>({ idPrefix, legend, all, keys, labels, options, values, onChange }: SelectsProps<K>) {
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legendTitle}>{legend}</legend>
      {keys.map((key) => {
        const list = options[key].filter((option) => option.show_in_filter);
        if (list.length === 0) return null;
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className={styles.filter}>
            <label htmlFor={id}>{labels[key]}</label>
            <select id={id} name={key} value={values[key] ?? ""} onChange={(event) => onChange(key, event.target.value || undefined)}>
              <option value="">{all}</option>
              {list.map((option) => <option key={option.id} value={String(option.id)}>{option.name}</option>)}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

interface ChipsBaseProps<K extends string> {
  keys: readonly K[];
  label: string;
  removeOne: string;
  removeAll: string;
  options: Record<K, Option[]>;
  values: Partial<Record<K, string>>;
  onRemove: (key: K) => void;
  onRemoveAll: () => void;
}

/** The selected filters as removable chips, with remove-all. */
export function SelectedChips<K extends string>({ keys, label, removeOne, removeAll, options, values, onRemove, onRemoveAll }: ChipsBaseProps<K>) {
  const chosen = keys.flatMap((key) => {
    const value = values[key];
    if (!value) return [];
    const name = options[key].find((option) => String(option.id) === value)?.name ?? value;
    return [{ key, name }];
  });
  if (chosen.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {chosen.map(({ key, name }) => (
        <button key={key} type="button" className={styles.chip} onClick={() => onRemove(key)} aria-label={fill(removeOne, { name })}>
          {name} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" className={styles.linkButton} onClick={onRemoveAll}>{removeAll}</button>
    </div>
  );
}

interface Props {
  idPrefix: string;
  texts: EventListTexts;
  options: FilterOptions;
  values: Partial<Record<FilterKey, string>>;
  onChange: (key: FilterKey, value: string | undefined) => void;
}

const eventLabels = (texts: EventListTexts) => Object.fromEntries(FILTER_KEYS.map((key) => [key, texts[LABELS[key]]])) as Record<FilterKey, string>;

/** The five filters of the event list (001 §2). */
export function FilterBar({ idPrefix, texts, options, values, onChange }: Props) {
  return <FilterSelects idPrefix={idPrefix} legend={texts.filters} all={texts.all} keys={FILTER_KEYS} labels={eventLabels(texts)} options={options} values={values} onChange={onChange} />;
}

interface ChipsProps {
  texts: EventListTexts;
  options: FilterOptions;
  values: Partial<Record<FilterKey, string>>;
  onRemove: (key: FilterKey) => void;
  onRemoveAll: () => void;
}

/** The event list's selected filters. */
export function FilterChips({ texts, ...rest }: ChipsProps) {
  return <SelectedChips keys={FILTER_KEYS} label={texts.selected} removeOne={texts.remove_filter} removeAll={texts.remove_all} {...rest} />;
}
