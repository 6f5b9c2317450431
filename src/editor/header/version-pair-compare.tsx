"use client";
import { useId, useState, type FormEvent } from "react";
import type { PageVersionListItem } from "@schemas/api/editor";
import type { VersionDiff } from "@schemas/api/version-diff";
import { announce } from "../clipboard/announce";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { diffCount, loadVersionDiff } from "./version-diff";
import { VersionDiffView } from "./version-diff-view";
import { versionChoiceText, versionName, versionTime } from "./version-name";
import styles from "../editor.module.css";
import local from "./versions.module.css";

/**
 * Any two of the page's versions compared, above the versions list: two pickers, "from" and
 * "to", name each version as the list does (its name, time and author), preset to the version
 * before the current one and the current one. The answer shows below them and is announced,
 * so the focus can stay on the button for the next comparison.
 */
export function VersionPairCompare({ versions }: { versions: PageVersionListItem[] }) {
  const { lang, pageId, api } = useEditorActions();
  const id = useId();
  const [chosen, setChosen] = useState<{ from?: number; to?: number }>({});
  const [result, setResult] = useState<{ diff: VersionDiff; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The list is read anew on each opening: a choice it no longer holds falls back to the preset.
  const find = (versionId: number | undefined) => versions.find((version) => version.id === versionId);
  const from = find(chosen.from) ?? versions[1] ?? versions[0];
  const to = find(chosen.to) ?? versions[0];
  if (!from || !to) return null;
  const named = (version: PageVersionListItem) => `${versionName(version, lang)} (${versionTime(version, lang)})`;

  async function compare(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!from || !to) return;
    if (from.id === to.id) {
      setResult(null);
      setError(editorText(lang, "compare_pair_same"));
      return;
    }
    try {
      const diff = await loadVersionDiff(api, pageId, from.id, to.id);
      const title = editorText(lang, "compare_pair_title", { from: named(from), to: named(to) });
      setResult({ diff, title });
      setError(null);
      announce(editorText(lang, "compare_pair_done", { title, count: diffCount(diff) }));
    } catch {
      setResult(null);
      setError(editorText(lang, "compare_failed"));
    }
  }

  const picker = (key: "from" | "to", value: PageVersionListItem) => (
    <label>
      <span>{editorText(lang, key === "from" ? "compare_from" : "compare_to")}</span>
      <select value={value.id} onChange={(event) => setChosen({ ...chosen, [key]: Number(event.target.value) })}>
        {versions.map((version) => <option key={version.id} value={version.id}>{versionChoiceText(version, lang)}</option>)}
      </select>
    </label>
  );

  return (
    <div className={local.pairCompare}>
      <form onSubmit={(event) => void compare(event)}>
        <fieldset className={local.pair}>
          <legend>{editorText(lang, "compare_pair")}</legend>
          {picker("from", from)}
          {picker("to", to)}
          <button type="submit" className={styles.secondary} aria-controls={result ? `${id}-diff` : undefined}>{editorText(lang, "compare_pair_button")}</button>
        </fieldset>
      </form>
      {error && <p role="alert" className={styles.fieldError}>{error}</p>}
      {result && <VersionDiffView id={`${id}-diff`} title={result.title} diff={result.diff} lang={lang} />}
    </div>
  );
}
