"use client";
import { useRef, useState } from "react";
import { Controller, type Control, type FieldValues } from "react-hook-form";
import type { ImageValue } from "@schemas/rules/image";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "@/editor/i18n";
import { MediaFinder } from "@/editor/finders/media-finder";
import { finderText } from "@/editor/finders/texts";
import { thumbnailUrl, uploadImage } from "./image-upload";
import styles from "./widgets.module.css";
import { focusLater } from "@/editor/finders/focus-later";

interface Props {
  id: string;
  name: string;
  lang: Locale;
  control: Control<FieldValues>;
  describedBy?: string;
  invalid: boolean;
  /** What a removed image stores: null where the schema takes it (page settings), else nothing. */
  empty?: null;
}

const isImage = (value: unknown): value is ImageValue => typeof value === "object" && value !== null && "src" in value;

/** Image picker with upload or the image finder (the library): the chosen image, its alt text, replace and remove. */
export function ImageInput({ id, name, lang, control, describedBy, invalid, empty }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const image = isImage(field.value) ? field.value : null;
        return (
          <div className={styles.image}>
            {image && (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of an upload, no optimisation wanted */}
                <img src={thumbnailUrl(image)} alt={image.alt} width={160} height={Math.round((160 * image.height) / image.width)} className={styles.thumb} />
                <label htmlFor={`${id}-alt`}>{editorText(lang, "alt_text")}</label>
                <input id={`${id}-alt`} type="text" maxLength={300} value={image.alt} onChange={(event) => field.onChange({ ...image, alt: event.target.value })} />
              </>
            )}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-describedby={[describedBy, failure && `${id}-upload-error`].filter(Boolean).join(" ") || undefined}
              aria-invalid={invalid || undefined}
              disabled={busy}
              onBlur={field.onBlur}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setBusy(true);
                setFailure(null);
                const result = await uploadImage(lang, file, image?.alt ?? "");
                setBusy(false);
                if (result.ok) field.onChange(result.image);
                else setFailure(result.message ?? editorText(lang, "upload_failed"));
              }}
            />
            {busy && <p role="status">{editorText(lang, "uploading")}</p>}
            {failure && <p id={`${id}-upload-error`} className={styles.error} role="alert">{failure}</p>}
            <button ref={opener} type="button" className={styles.tool} aria-haspopup="dialog" onClick={() => setBrowsing(true)}>{finderText(lang, "library")}</button>
            {browsing && (
              <MediaFinder lang={lang}
                onClose={() => {
                  setBrowsing(false);
                  focusLater(opener);
                }}
                onPick={({ name: _name, ...picked }) => {
                  // The alt text written here for this use wins over the library's.
                  field.onChange({ ...picked, alt: image?.alt || picked.alt });
                  field.onBlur();
                  setBrowsing(false);
                  focusLater(opener);
                }} />
            )}
            {image && <button type="button" className={styles.tool} onClick={() => field.onChange(empty)}>{editorText(lang, "remove_image")}</button>}
          </div>
        );
      }}
    />
  );
}
