"use client";
import { useId, useState } from "react";
import type { VersionDiff } from "@schemas/api/version-diff";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { loadVersionDiff } from "./version-diff";
import { VersionDiffView } from "./version-diff-view";
import styles from "../editor.module.css";

/**
 * Compare an older version with the current one, shown under the version's row in the
 * versions panel; any two versions are compared above the list (version-pair-compare.tsx).
 */
export function VersionCompare({ versionId, currentId, time }: { versionId: number; currentId: number; time: string }) {
  const { lang, pageId, api } = useEditorActions();
  const id = useId();
  const [diff, setDiff] = useState<VersionDiff | null>(null);
  const [failed, setFailed] = useState(false);

  const compare = async () => {
    try {
      setDiff(await loadVersionDiff(api, pageId, versionId, currentId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <button type="button" className={styles.secondary} aria-expanded={diff !== null} aria-controls={diff ? id : undefined} onClick={() => (diff ? setDiff(null) : void compare())}
        aria-label={editorText(lang, "compare_version", { time })}>
        {editorText(lang, "compare_short")}
      </button>
      {failed && <p role="alert" className={styles.fieldError}>{editorText(lang, "compare_failed")}</p>}
      {diff && <VersionDiffView id={id} title={editorText(lang, "compare_title", { time })} diff={diff} lang={lang} />}
    </>
  );
}
