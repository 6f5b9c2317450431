"use client";
import { useRef, useState } from "react";
import { Controller, type Control, type FieldValues } from "react-hook-form";
import type { Locale } from "@schemas/rules/localized";
import { maxMegabytes, MEDIA_FILE_ACCEPT, type MediaFileKind } from "@schemas/rules/media-file";
import { MediaFileFinder } from "@/editor/finders/media-file-finder";
import { focusLater } from "@/editor/finders/focus-later";
import { finderText } from "@/editor/finders/texts";
import { fileName, fileText } from "./file-texts";
import { uploadMediaFile } from "./file-upload";
import styles from "./widgets.module.css";

interface Props {
  id: string;
  name: string;
  lang: Locale;
  kind: MediaFileKind;
  control: Control<FieldValues>;
  describedBy?: string;
  invalid: boolean;
}

/**
 * A video, audio or captions file from the media library: upload one (the server sniffs its
 * type and checks its size) or choose an uploaded one in the file finder. The field stores
 * the file's /media path; removing it stores nothing.
 */
export function FileInput({ id, name, lang, kind, control, describedBy, invalid }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { label, accept } = MEDIA_FILE_ACCEPT[kind];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const current = typeof field.value === "string" && field.value ? field.value : null;
        const choose = (src: string | undefined) => {
          field.onChange(src);
          field.onBlur();
        };
        return (
          <div className={styles.image}>
            <p id={`${id}-current`} className={styles.fileName}>
              {current ? fileText(lang, "current", { name: fileName(current) }) : fileText(lang, "none")}
            </p>
            <input
              id={id}
              type="file"
              accept={accept}
              aria-describedby={[describedBy, `${id}-current`, `${id}-limits`, failure && `${id}-upload-error`].filter(Boolean).join(" ")}
              aria-invalid={invalid || undefined}
              disabled={busy}
              // No onBlur: leaving the input changes nothing, and a "required" message appearing
              // then would shift the centred dialog under the pointer on its way to the library button.
              onChange={async (event) => {
                const input = event.target;
                const file = input.files?.[0];
                if (!file) return;
                setBusy(true);
                setFailure(null);
                setDone(null);
                const result = await uploadMediaFile(lang, kind, file);
                setBusy(false);
                input.value = "";
                if (!result.ok) return setFailure(result.message ?? fileText(lang, "failed"));
                choose(result.file.src);
                setDone(fileText(lang, "uploaded", { name: result.file.name }));
              }}
            />
            <p id={`${id}-limits`} className={styles.hint}>{fileText(lang, "limits", { formats: label, maximum: maxMegabytes(kind) })}</p>
            <p role="status" className={styles.hint}>{busy ? fileText(lang, "uploading") : done}</p>
            {failure && <p id={`${id}-upload-error`} className={styles.error} role="alert">{failure}</p>}
            <button ref={opener} type="button" className={styles.tool} aria-haspopup="dialog" aria-describedby={`${id}-current`} onClick={() => setBrowsing(true)}>
              {finderText(lang, "library")}
            </button>
            {browsing && (
              <MediaFileFinder
                lang={lang}
                kind={kind}
                onClose={() => {
                  setBrowsing(false);
                  focusLater(opener);
                }}
                onPick={(picked) => {
                  choose(picked.src);
                  setFailure(null);
                  setBrowsing(false);
                  focusLater(opener);
                }}
              />
            )}
            {current && (
              <button type="button" className={styles.tool} aria-describedby={`${id}-current`} onClick={() => { choose(undefined); setDone(null); }}>
                {fileText(lang, "remove")}
              </button>
            )}
          </div>
        );
      }}
    />
  );
}
