"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { MediaItem } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { thumbnailUrl } from "../form/widgets/image-upload";
import { listLibrary } from "./finder-api";
import { FinderDialog, moveFocus } from "./finder-dialog";
import { FinderSearch, FinderStatus } from "./finder-parts";
import { finderText } from "./texts";
import styles from "./finders.module.css";

interface Props {
  lang: Locale;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}

type Library = { status: "loading" | "done" | "failed"; items: MediaItem[]; next: number | null };

/** The image finder: the uploaded images, newest first, a page at a time, narrowed by name or alt text. */
export function MediaFinder({ lang, onPick, onClose }: Props) {
  const id = useId();
  const [q, setQ] = useState("");
  const [library, setLibrary] = useState<Library>({ status: "loading", items: [], next: null });
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const request = useRef<AbortController | null>(null);

  const load = useCallback((text: string, after: number | null) => {
    request.current?.abort();
    const controller = (request.current = new AbortController());
    setLibrary((previous) => ({ ...previous, status: "loading" }));
    listLibrary(lang, { q: text, after }, controller.signal).then(
      (answer) => setLibrary((previous) => ({ status: "done", items: after ? [...previous.items, ...answer.results] : answer.results, next: answer.next })),
      () => !controller.signal.aborted && setLibrary({ status: "failed", items: [], next: null }),
    );
  }, [lang]);

  useEffect(() => {
    const timer = setTimeout(() => load(q, null), q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [q, load]);
  useEffect(() => () => request.current?.abort(), []);

  return (
    <FinderDialog lang={lang} title={finderText(lang, "library_title")} onClose={onClose}>
      <div className={styles.controls}>
        <FinderSearch lang={lang} id={id} q={q} onChange={setQ} input={input} list={list} />
      </div>
      <FinderStatus lang={lang} status={library.status} count={library.items.length} />
      <ul ref={list} className={styles.grid} aria-label={finderText(lang, "library_images")} onKeyDown={(event) => moveFocus(event, list.current, input.current)}>
        {library.items.map((item) => (
          <li key={item.id}>
            <button type="button" data-finder-item className={styles.tile} onClick={() => onPick(item)}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a library thumbnail; the button's text names it */}
              <img src={thumbnailUrl(item)} alt="" width={144} height={Math.max(1, Math.round((144 * item.height) / item.width))} loading="lazy" />
              <span>{item.alt || item.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {library.next !== null && (
        <button type="button" className={styles.button} disabled={library.status === "loading"} onClick={() => load(q, library.next)}>
          {finderText(lang, "more")}
        </button>
      )}
    </FinderDialog>
  );
}
