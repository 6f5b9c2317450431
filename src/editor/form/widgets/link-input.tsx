"use client";
import { useRef, useState } from "react";
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { LINKABLE_KINDS } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { EntityFinder } from "@/editor/finders/entity-finder";
import { finderText } from "@/editor/finders/texts";
import styles from "./widgets.module.css";
import { focusLater } from "@/editor/finders/focus-later";

interface Props {
  name: string;
  lang: Locale;
  form: UseFormReturn<FieldValues>;
  /** The text input's id, invalid state and description (the field's label points at it). */
  common: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  registration: UseFormRegisterReturn;
}

/**
 * A link field: type any address the link schema takes (https://, /path, #anchor, mailto:,
 * tel:) or find a page, event, article ... of the site, whose path is stored then.
 */
export function LinkInput({ name, lang, form, common, registration }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    focusLater(opener);
  };
  return (
    <div className={styles.row}>
      <input type="text" inputMode="url" className={styles.grow} {...common} {...registration} />
      <button ref={opener} type="button" className={styles.tool} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {finderText(lang, "find_link")}
      </button>
      {open && (
        <EntityFinder lang={lang} title={finderText(lang, "find_link_title")} kinds={LINKABLE_KINDS}
          onClose={close}
          onPick={(item) => {
            if (item.url) form.setValue(name, item.url, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
            close();
          }} />
      )}
    </div>
  );
}
