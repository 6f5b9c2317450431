"use client";
import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { PageSettings } from "@schemas/api/editor";
import type { Locale } from "@schemas/rules/localized";
import type { EditorApi } from "../api/editor-api";
import { settingsText } from "./texts";
import formStyles from "../editor.module.css";
import styles from "./settings.module.css";

/**
 * Move the open page (and the pages below it) to the trash, after a second, explicit press.
 * The editor then goes to the dashboard's trash, where the page can be restored.
 */
export function TrashPage({ lang, api, page }: { lang: Locale; api: EditorApi; page: PageSettings }) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const router = useRouter();
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  const trash = async () => {
    setBusy(true);
    try {
      await api("DELETE", `pages/${page.id}/`);
      router.push(`/${lang}/dashboard/pages/?view=trash`);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };

  const title = page.translations[lang]?.title ?? "";
  return (
    <section aria-labelledby={`${id}-title`} className={formStyles.form}>
      <h3 id={`${id}-title`} className={styles.subheading}>{settingsText(lang, "trash")}</h3>
      <p className={formStyles.help} id={`${id}-help`}>{settingsText(lang, asking ? "trash_question" : "trash_help", { title })}</p>
      <div className={formStyles.actions}>
        {asking ? (
          <>
            <button ref={confirm} type="button" className={formStyles.secondary} disabled={busy} aria-describedby={`${id}-help`} onClick={() => void trash()}>
              {settingsText(lang, "trash_confirm")}
            </button>
            <button type="button" className={formStyles.secondary} onClick={() => setAsking(false)}>{settingsText(lang, "trash_cancel")}</button>
          </>
        ) : (
          <button type="button" className={formStyles.secondary} onClick={() => setAsking(true)}>{settingsText(lang, "trash_start")}</button>
        )}
      </div>
      {failed && <p role="alert" className={formStyles.fieldError}>{settingsText(lang, "trash_failed")}</p>}
    </section>
  );
}
