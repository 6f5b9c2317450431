"use client";
import { useRef, useState } from "react";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { EntityImage } from "@schemas/entities/media";
import { ALT_MAX } from "@schemas/entities/media";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { MediaFinder } from "../editor/finders/media-finder";
import { finderText } from "../editor/finders/texts";
import { focusLater } from "../editor/finders/focus-later";
import { errorOf } from "../editor/form/field-error";
import { thumbnailUrl, uploadImage } from "../editor/form/widgets/image-upload";
import { entityText } from "./entity-text";
import styles from "./entity-widgets.module.css";

interface Props {
  name: string;
  label: string;
  lang: Locale;
  form: UseFormReturn<FieldValues>;
}

const isImage = (value: unknown): value is EntityImage => typeof value === "object" && value !== null && "src" in value;

/**
 * An entity's image: uploaded or chosen from the media library, with its alternative text in
 * each language (what <Picture> reads on the German and the English page). Removing it stores
 * null, so a change form sends the removal.
 */
export function EntityImageInput({ name, label, lang, form }: Props) {
  const id = `field-${name}`;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const error = errorOf(form, name);
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => {
        const image = isImage(field.value) ? field.value : null;
        const alt = image?.alt ?? { de: "", en: "" };
        const choose = (picked: Omit<EntityImage, "alt">, altText: string) => {
          // A library image brings its own alt text: it fills the languages still empty.
          field.onChange({ ...picked, alt: { de: alt.de || altText, en: alt.en || altText } });
          field.onBlur();
        };
        return (
          <fieldset className={styles.widget} aria-describedby={error ? `${id}-error` : undefined}>
            <legend>{label}</legend>
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of an upload, no optimisation wanted
              <img src={thumbnailUrl(image)} alt={alt[lang]} width={160} height={Math.round((160 * image.height) / image.width)} className={styles.thumb} />
            ) : <p className={styles.muted}>{entityText(lang, "image_none")}</p>}
            {image && LOCALES.map((locale) => {
              const altError = errorOf(form, `${name}.alt.${locale}`);
              return (
                <div key={locale} className={styles.field}>
                  <label htmlFor={`${id}-alt-${locale}`}>{entityText(lang, "image_alt", { lang: locale.toUpperCase() })}</label>
                  <input id={`${id}-alt-${locale}`} type="text" lang={locale} maxLength={ALT_MAX} value={alt[locale]}
                    aria-invalid={altError ? true : undefined} aria-describedby={altError ? `${id}-alt-${locale}-error` : undefined}
                    onChange={(event) => field.onChange({ ...image, alt: { ...alt, [locale]: event.target.value } })} onBlur={field.onBlur} />
                  {altError && <p id={`${id}-alt-${locale}-error`} className={styles.error}>{altError}</p>}
                </div>
              );
            })}
            <div className={styles.field}>
              <label htmlFor={`${id}-upload`}>{entityText(lang, "image_upload")}</label>
              <input id={`${id}-upload`} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" disabled={busy}
                aria-describedby={failure ? `${id}-upload-error` : undefined}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  if (!file) return;
                  setBusy(true);
                  setFailure(null);
                  const result = await uploadImage(lang, file, "");
                  setBusy(false);
                  if (result.ok) choose(result.image, "");
                  else setFailure(result.message ?? entityText(lang, "upload_failed"));
                }} />
            </div>
            {busy && <p role="status">{entityText(lang, "uploading")}</p>}
            {failure && <p id={`${id}-upload-error`} className={styles.error} role="alert">{failure}</p>}
            <div className={styles.row}>
              <button ref={opener} type="button" className={styles.tool} aria-haspopup="dialog" onClick={() => setBrowsing(true)}>{finderText(lang, "library")}</button>
              {image && <button type="button" className={styles.tool} onClick={() => field.onChange(null)}>{entityText(lang, "image_remove")}</button>}
            </div>
            {browsing && (
              <MediaFinder lang={lang}
                onClose={() => {
                  setBrowsing(false);
                  focusLater(opener);
                }}
                onPick={({ name: _name, alt: libraryAlt, ...picked }) => {
                  choose(picked, libraryAlt);
                  setBrowsing(false);
                  focusLater(opener);
                }} />
            )}
            {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
          </fieldset>
        );
      }}
    />
  );
}
