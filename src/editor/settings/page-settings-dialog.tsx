"use client";
import { useLayoutEffect, useRef } from "react";
import type { PageSettings } from "@schemas/api/editor";
import type { Locale } from "@schemas/rules/localized";
import type { EditorApi } from "../api/editor-api";
import { ChildPageForm } from "./child-page-form";
import { LanguageStatus } from "./language-status";
import { PageSettingsForm } from "./page-settings-form";
import { settingsText } from "./texts";
import { TrashPage } from "./trash-page";
import formStyles from "../editor.module.css";
import styles from "./settings.module.css";

interface Props {
  lang: Locale;
  api: EditorApi;
  /** Read anew on each opening; null until that read arrives. */
  settings: PageSettings | null;
  failed: boolean;
  onSaved: (settings: PageSettings) => void;
  onCreated: (page: PageSettings) => void;
  onClose: () => void;
}

/** The page-settings dialog: which languages lack content, the settings form, a new page, and deleting this one. */
export function PageSettingsDialog({ lang, api, settings, failed, onSaved, onCreated, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className={`${formStyles.dialog} ${styles.dialog}`} aria-labelledby="page-settings-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}>
      <div className={styles.head}>
        <h2 id="page-settings-title">{settingsText(lang, "title")}</h2>
        <button type="button" className={formStyles.secondary} onClick={onClose}>{settingsText(lang, "close")}</button>
      </div>
      {failed && <p role="alert" className={formStyles.fieldError}>{settingsText(lang, "load_failed")}</p>}
      {!settings && !failed && <p role="status">{settingsText(lang, "loading")}</p>}
      {settings && (
        <>
          <LanguageStatus lang={lang} settings={settings} />
          <PageSettingsForm lang={lang} api={api} settings={settings} onSaved={onSaved} />
          <hr className={styles.rule} />
          <ChildPageForm lang={lang} api={api} parent={settings} onCreated={onCreated} />
          <hr className={styles.rule} />
          <TrashPage lang={lang} api={api} page={settings} />
        </>
      )}
    </dialog>
  );
}
