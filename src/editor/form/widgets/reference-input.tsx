"use client";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Controller, type Control, type FieldValues } from "react-hook-form";
import type { FinderItem, FinderKind } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { EntityFinder } from "@/editor/finders/entity-finder";
import { findItems } from "@/editor/finders/finder-api";
import { finderText, kindLabel } from "@/editor/finders/texts";
import { chosenIds, withReference, withoutReference, movedReference } from "./reference-value";
import styles from "./widgets.module.css";
import { focusLater } from "@/editor/finders/focus-later";

interface Props {
  id: string;
  name: string;
  lang: Locale;
  kind: FinderKind;
  multiple: boolean;
  /** What a cleared single reference stores: null where the schema takes it, else nothing. */
  empty: null | undefined;
  control: Control<FieldValues>;
}

/** The titles of the chosen ids, read once per id (picked items bring their own). */
function useTitles(lang: Locale, kind: FinderKind, ids: number[]) {
  const [known, setKnown] = useState<Map<number, FinderItem | null>>(new Map());
  const missing = ids.filter((id) => !known.has(id));
  const key = missing.join(",");
  useEffect(() => {
    if (!key) return;
    const asked = key.split(",").map(Number);
    const controller = new AbortController();
    findItems(lang, kind, { ids: asked }, controller.signal).then((items) => setKnown((previous) => {
      const next = new Map(previous);
      for (const id of asked) next.set(id, items.find((item) => item.id === id) ?? null);
      return next;
    }), () => undefined);
    return () => controller.abort();
  }, [lang, kind, key]);
  const remember = (item: FinderItem) => setKnown((previous) => new Map(previous).set(item.id, item));
  return { known, remember };
}

/**
 * A reference field ("reference": one id, "references": an ordered list of ids) chosen in
 * the finder popup of its entity kind: events for an event list, a venue, categories ...
 */
export function ReferenceInput({ id, name, lang, kind, multiple, empty, control }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const label = kindLabel(lang, kind);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <Chosen {...{ id, lang, kind, multiple, empty, label, open, setOpen, opener }} value={field.value} onChange={field.onChange} />}
    />
  );
}

interface ChosenProps extends Omit<Props, "name" | "control"> {
  label: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
  value: unknown;
  onChange: (value: unknown) => void;
}

function Chosen({ id, lang, kind, multiple, empty, label, open, setOpen, opener, value, onChange }: ChosenProps) {
  const ids = chosenIds(value);
  const { known, remember } = useTitles(lang, kind, ids);
  const titleOf = (itemId: number) => {
    const item = known.get(itemId);
    if (item === null) return finderText(lang, "unknown_item", { id: itemId });
    if (!item) return `#${itemId}`;
    return item.date_start ? `${item.title} (${formatDateTime(item.date_start, lang, "medium")})` : item.title;
  };
  const close = () => {
    setOpen(false);
    focusLater(opener);
  };
  const action = multiple ? "add" : ids.length ? "change" : "choose";
  return (
    <div className={styles.reference}>
      {ids.length === 0 ? <p id={id} className={styles.muted}>{finderText(lang, "nothing_chosen")}</p> : (
        <ol id={id} className={styles.chosen} aria-label={finderText(lang, "chosen", { label })}>
          {ids.map((itemId, index) => {
            const title = titleOf(itemId);
            return (
              <li key={itemId} data-reference-id={itemId}>
                <span className={styles.grow}>{title}</span>
                {multiple && (
                  <>
                    <button type="button" className={styles.tool} disabled={index === 0} onClick={() => onChange(movedReference(ids, index, -1))}>{finderText(lang, "move_up", { title })}</button>
                    <button type="button" className={styles.tool} disabled={index === ids.length - 1} onClick={() => onChange(movedReference(ids, index, 1))}>{finderText(lang, "move_down", { title })}</button>
                  </>
                )}
                <button type="button" className={styles.tool} onClick={() => onChange(multiple ? withoutReference(ids, itemId) : empty)}>
                  {finderText(lang, "remove", { title })}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button ref={opener} type="button" className={styles.tool} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {finderText(lang, action, { label })}
      </button>
      {open && (
        <EntityFinder lang={lang} title={finderText(lang, "finder_title", { label })} kinds={[kind]} onClose={close}
          onPick={(item) => {
            remember(item);
            onChange(multiple ? withReference(ids, item.id) : item.id);
            close();
          }} />
      )}
    </div>
  );
}
