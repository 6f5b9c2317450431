"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { pageSettingsSchema, type PageSettings } from "@schemas/api/editor";
import { useEditorActions } from "../editor-context";
import { LanguageStatus } from "./language-status";
import { loadOnRender } from "@/site/load-on-render";
import { editUrl } from "./page-languages";
import { settingsText } from "./texts";
import formStyles from "../editor.module.css";
import styles from "./settings.module.css";
import { focusLater } from "../finders/focus-later";

// The page settings' forms load when the dialog first opens, not with the editor.
const PageSettingsDialog = loadOnRender(() => import("./page-settings-dialog").then((module) => module.PageSettingsDialog));

/**
 * The editor bar's "Page settings" button, and beside it which language's content is still
 * missing, with the link to the other language's edit page (the bar's language switch). The
 * settings are read on opening the editor and anew on each opening of the dialog (another
 * editor may have changed them).
 */
export function PageSettingsButton({ onSaved: onSettingsSaved }: { onSaved: () => void }) {
  const { lang, pageId, api } = useEditorActions();
  const router = useRouter();
  const [settings, setSettings] = useState<PageSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  // This opening's read: the dialog's form waits for it, so nothing typed is replaced by a late answer.
  const [fresh, setFresh] = useState<PageSettings | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    const read = api("GET", `pages/${pageId}/`).then((answer) => pageSettingsSchema.parse(answer));
    return read.then((value) => {
      setSettings(value);
      setFresh(value);
      setFailed(false);
    }, () => setFailed(true));
  }, [api, pageId]);
  useEffect(() => {
    let live = true;
    api("GET", `pages/${pageId}/`).then((answer) => pageSettingsSchema.parse(answer)).then((value) => live && setSettings(value), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, pageId]);

  const onSaved = (saved: PageSettings) => {
    const moved = settings?.urls[lang] !== saved.urls[lang];
    setSettings(saved);
    setFresh(saved);
    onSettingsSaved();
    // A new address in this language: edit the page where it now is; otherwise show the new titles.
    const target = editUrl(saved, lang);
    if (moved && target) window.location.assign(target);
    else router.refresh();
  };

  return (
    <div className={styles.bar}>
      <button ref={opener} type="button" className={formStyles.secondary} aria-haspopup="dialog" onClick={() => {
        setFresh(null);
        setFailed(false);
        setOpen(true);
        void load();
      }}>
        {settingsText(lang, "open")}
      </button>
      {settings && <LanguageStatus lang={lang} settings={settings} compact />}
      {open && (
        <PageSettingsDialog lang={lang} api={api} settings={fresh} failed={failed} onSaved={onSaved}
          onCreated={(page) => {
            const target = editUrl(page, lang);
            if (target) window.location.assign(target);
          }}
          onClose={() => {
            setOpen(false);
            focusLater(opener);
          }} />
      )}
    </div>
  );
}
