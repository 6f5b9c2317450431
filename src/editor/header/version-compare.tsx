"use client";
import { useId, useState } from "react";
import { isModuleType, moduleDefinition } from "@modules/registry";
import { pageTranslationSchema } from "@schemas/entities/page";
import { fieldLabel } from "@schemas/rules/field";
import type { Locale } from "@schemas/rules/localized";
import { versionDiffSchema, type FieldChange, type VersionDiff } from "@schemas/api/version-diff";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

const moduleLabel = (type: string, lang: Locale) => (isModuleType(type) ? moduleDefinition(type).label[lang] : type);

function FieldChanges({ changes, schema, lang }: { changes: FieldChange[]; schema: Parameters<typeof fieldLabel>[0]; lang: Locale }) {
  const value = (text: string) => text || editorText(lang, "diff_empty");
  return (
    <ul>
      {changes.map((change) => (
        <li key={change.field}>
          {fieldLabel(schema, change.field, lang)}:{" "}
          <del aria-label={editorText(lang, "diff_before")}>{value(change.before)}</del> → <ins aria-label={editorText(lang, "diff_after")}>{value(change.after)}</ins>
        </li>
      ))}
    </ul>
  );
}

/**
 * Compare an older version with the current one: the page's settings and each module added,
 * removed, changed (field by field, before and after) or moved, in the page's language. Shown
 * under the version's row in the versions panel.
 */
export function VersionCompare({ versionId, currentId, time }: { versionId: number; currentId: number; time: string }) {
  const { lang, pageId, api } = useEditor();
  const id = useId();
  const [diff, setDiff] = useState<VersionDiff | null>(null);
  const [failed, setFailed] = useState(false);

  const compare = async () => {
    try {
      setDiff(versionDiffSchema.parse(await api("GET", `pages/${pageId}/versions/${versionId}/compare/${currentId}/`)));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  const changeText = { added: "diff_added", removed: "diff_removed", changed: "diff_changed", moved: "diff_moved" } as const;
  return (
    <>
      <button type="button" className={styles.secondary} aria-expanded={diff !== null} aria-controls={diff ? id : undefined} onClick={() => (diff ? setDiff(null) : void compare())}
        aria-label={editorText(lang, "compare_version", { time })}>
        {editorText(lang, "compare_short")}
      </button>
      {failed && <p role="alert" className={styles.fieldError}>{editorText(lang, "compare_failed")}</p>}
      {diff && (
        <section id={id} aria-labelledby={`${id}-title`} className={styles.versionDiff}>
          <h3 id={`${id}-title`}>{editorText(lang, "compare_title", { time })}</h3>
          {diff.settings.length === 0 && diff.modules.length === 0 && <p>{editorText(lang, "compare_none")}</p>}
          <ul>
            {diff.settings.length > 0 && (
              <li>
                <strong>{editorText(lang, "compare_settings")}</strong>
                <FieldChanges changes={diff.settings} schema={pageTranslationSchema} lang={lang} />
              </li>
            )}
            {diff.modules.map((module) => (
              <li key={module.id} data-change={module.change}>
                <strong>{editorText(lang, changeText[module.change])}:</strong> {editorText(lang, "diff_in_section", { module: moduleLabel(module.type, lang), n: module.section })}
                {module.fields.length > 0 && <FieldChanges changes={module.fields} schema={isModuleType(module.type) ? moduleDefinition(module.type).schema : undefined} lang={lang} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
