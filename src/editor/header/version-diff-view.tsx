"use client";
import { isModuleType, moduleDefinition } from "@modules/registry";
import { pageTranslationSchema } from "@schemas/entities/page";
import { fieldLabel } from "@schemas/rules/field";
import type { Locale } from "@schemas/rules/localized";
import type { FieldChange, VersionDiff } from "@schemas/api/version-diff";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

const moduleLabel = (type: string, lang: Locale) => (isModuleType(type) ? moduleDefinition(type).label[lang] : type);
const changeText = { added: "diff_added", removed: "diff_removed", changed: "diff_changed", moved: "diff_moved" } as const;

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
 * What changed between two versions, as a region named by its heading: the page's settings,
 * then each module added, removed, changed (field by field, before and after) or moved,
 * labelled from the registry in the editor's language.
 */
export function VersionDiffView({ id, title, diff, lang }: { id: string; title: string; diff: VersionDiff; lang: Locale }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.versionDiff}>
      <h3 id={`${id}-title`}>{title}</h3>
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
  );
}
