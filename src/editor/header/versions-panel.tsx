"use client";
import { useCallback, useId, useState } from "react";
import { pageVersionListSchema, type PageVersionListItem } from "@schemas/api/editor";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { versionPreviewUrl } from "./version-links";
import { VersionLabel } from "./version-label";
import { VersionCompare } from "./version-compare";
import { VersionPairCompare } from "./version-pair-compare";
import { versionTime } from "./version-name";
import styles from "../editor.module.css";

/**
 * The page's versions (000 §6): author, time, its name (the editor's own words or "saved
 * automatically") and which one is current; each can be named, and looked at
 * with ?v= (editors only, the proxy sends visitors to the plain page), compared with the
 * current one and restored as a new version after a confirmation. Above the list, any two
 * versions are compared. A restore reloads the edit page with the restored content.
 */
export function VersionsPanel({ pageUrl }: { pageUrl: string }) {
  const { lang, pageId, api } = useEditor();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<PageVersionListItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setVersions(pageVersionListSchema.parse(await api("GET", `pages/${pageId}/versions/`)).results);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api, pageId]);

  const current = versions?.find((version) => version.is_current);

  const restore = async (version: PageVersionListItem) => {
    if (!window.confirm(editorText(lang, "restore_confirm", { time: versionTime(version, lang) }))) return;
    try {
      await api("POST", `pages/${pageId}/versions/${version.id}/restore/`);
      window.location.reload();
    } catch {
      setFailed(true);
    }
  };

  // The actions show their verb; the version's time, which the row shows once, completes their names.
  return (
    <div className={styles.versions}>
      <button type="button" className={styles.secondary} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => {
        // Loaded anew on each opening: other editors may have saved meanwhile.
        if (!open) void load();
        setOpen(!open);
      }}>
        {editorText(lang, "versions")}
      </button>
      <section id={`${id}-panel`} hidden={!open} aria-labelledby={`${id}-title`} className={styles.versionsPanel}>
        <h2 id={`${id}-title`}>{editorText(lang, "versions")}</h2>
        {failed && <p role="alert" className={styles.fieldError}>{editorText(lang, "versions_failed")}</p>}
        {versions === null && !failed && <p>{editorText(lang, "loading")}</p>}
        {versions && versions.length > 1 && <VersionPairCompare versions={versions} />}
        {versions && (
          <ol className={styles.versionList}>
            {versions.map((version) => {
              const time = versionTime(version, lang);
              const author = version.author?.username ?? editorText(lang, "no_author");
              return (
                <li key={version.id} data-version-id={version.id}>
                  <span>{time} · {author}</span>
                  <VersionLabel version={version} time={time} onSaved={() => void load()} />
                  {version.is_current ? (
                    <strong>{editorText(lang, "current_version")}</strong>
                  ) : (
                    <>
                      <a href={versionPreviewUrl(pageUrl, version.id)} className={styles.secondary} aria-label={editorText(lang, "preview_version", { time })}>{editorText(lang, "preview_version_short")}</a>
                      <button type="button" className={styles.secondary} onClick={() => void restore(version)} aria-label={editorText(lang, "restore_version", { time })}>{editorText(lang, "restore_version_short")}</button>
                      {current && <VersionCompare versionId={version.id} currentId={current.id} time={time} />}
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
