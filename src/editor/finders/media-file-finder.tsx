"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { MediaFileKind, MediaFileValue } from "@schemas/rules/media-file";
import { fileSize, fileText, libraryTitle } from "../form/widgets/file-texts";
import { listFileLibrary } from "./finder-api";
import { FinderDialog, moveFocus } from "./finder-dialog";
import { FinderSearch, FinderStatus } from "./finder-parts";
import { finderText } from "./texts";
import styles from "./finders.module.css";

interface Props {
  lang: Locale;
  kind: MediaFileKind;
  onPick: (file: MediaFileValue) => void;
  onClose: () => void;
}

type Library = { status: "loading" | "done" | "failed"; items: MediaFileValue[]; next: number | null };

/** The file finder: the library's files of one kind (videos, audio, captions), newest first, narrowed by name. */
export function MediaFileFinder({ lang, kind, onPick, onClose }: Props) {
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
    listFileLibrary(lang, kind, { q: text, after }, controller.signal).then(
      (answer) => setLibrary((previous) => ({ status: "done", items: after ? [...previous.items, ...answer.results] : answer.results, next: answer.next })),
      () => !controller.signal.aborted && setLibrary({ status: "failed", items: [], next: null }),
    );
  }, [lang, kind]);

  useEffect(() => {
    const timer = setTimeout(() => load(q, null), q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [q, load]);
  useEffect(() => () => request.current?.abort(), []);

  return (
    <FinderDialog lang={lang} title={libraryTitle(lang, kind)} onClose={onClose}>
      <div className={styles.controls}>
        <FinderSearch lang={lang} id={id} q={q} onChange={setQ} input={input} list={list} />
      </div>
      <FinderStatus lang={lang} status={library.status} count={library.items.length} />
      <ul ref={list} className={styles.results} aria-label={fileText(lang, "files")} onKeyDown={(event) => moveFocus(event, list.current, input.current)}>
        {library.items.map((item) => (
          <li key={item.id}>
            <button type="button" data-finder-item className={styles.result} onClick={() => onPick(item)}>
              <span className={styles.resultTitle}>{item.name}</span>
              <span className={styles.resultMeta}>{`${item.mime} · ${fileSize(item.bytes, lang)}`}</span>
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
