"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { FinderItem, FinderKind } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { findItems } from "./finder-api";
import { FinderDialog, moveFocus } from "./finder-dialog";
import { FinderSearch, FinderStatus } from "./finder-parts";
import { finderText, kindLabel } from "./texts";
import styles from "./finders.module.css";

interface Props {
  lang: Locale;
  title: string;
  /** One kind (a reference field) or several to choose from (the link finder). */
  kinds: readonly FinderKind[];
  onPick: (item: FinderItem, kind: FinderKind) => void;
  onClose: () => void;
}

type Found = { status: "loading" | "failed"; items: FinderItem[] } | { status: "done"; items: FinderItem[] };

// Typing waits this long before asking, so a word typed quickly is one request.
const TYPING_PAUSE_MS = 250;

/** Search one kind of entity by title and choose one; the list is reachable and usable by keyboard alone. */
export function EntityFinder({ lang, title, kinds, onPick, onClose }: Props) {
  const id = useId();
  const [kind, setKind] = useState<FinderKind>(kinds[0] ?? "page");
  const [q, setQ] = useState("");
  const [found, setFound] = useState<Found>({ status: "loading", items: [] });
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setFound((previous) => ({ status: "loading", items: previous.items }));
      findItems(lang, kind, { q }, controller.signal).then(
        (items) => setFound({ status: "done", items }),
        () => !controller.signal.aborted && setFound({ status: "failed", items: [] }),
      );
    }, q ? TYPING_PAUSE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lang, kind, q]);

  return (
    <FinderDialog lang={lang} title={title} onClose={onClose}>
      <div className={styles.controls}>
        {kinds.length > 1 && (
          <label className={styles.control}>
            {finderText(lang, "kind")}
            <select value={kind} onChange={(event) => setKind(event.target.value as FinderKind)}>
              {kinds.map((option) => <option key={option} value={option}>{kindLabel(lang, option)}</option>)}
            </select>
          </label>
        )}
        <FinderSearch lang={lang} id={id} q={q} onChange={setQ} input={input} list={list} />
      </div>
      <FinderStatus lang={lang} status={found.status} count={found.items.length} />
      <ul ref={list} className={styles.results} aria-label={finderText(lang, "results")} aria-busy={found.status === "loading"}
        onKeyDown={(event) => moveFocus(event, list.current, input.current)}>
        {found.items.map((item) => (
          <li key={item.id}>
            <button type="button" data-finder-item className={styles.result} onClick={() => onPick(item, kind)}>
              <span className={styles.resultTitle}>{item.title}</span>
              {(item.date_start || item.subline) && (
                <span className={styles.resultMeta}>
                  {[item.date_start && formatDateTime(item.date_start, lang, "medium"), item.subline].filter(Boolean).join(" · ")}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </FinderDialog>
  );
}
