import "server-only";
import type { z } from "zod";
import { isModuleType, moduleDefinition } from "@modules/registry";
import { fieldLabel } from "@schemas/rules/field";
import type { Locale } from "@schemas/rules/localized";
import { issueMessage } from "@schemas/rules/messages";
import { editorText } from "@/editor/i18n";
import styles from "./outdated-module.module.css";

/**
 * What the editor sees in place of a stored module that fails today's rules: which module, and
 * each field's error by its form label, so the editor knows what to correct in its form.
 * Visitors never get this: their reads leave such a module out.
 */
export function OutdatedModule({ module, issues, lang }: { module: { type?: unknown }; issues: z.core.$ZodIssue[]; lang: Locale }) {
  const definition = isModuleType(module.type) ? moduleDefinition(module.type) : undefined;
  const labelOf = (key: PropertyKey | undefined) => fieldLabel(definition?.schema, key, lang);
  return (
    <div className={styles.outdated} role="note">
      <p className={styles.title}>{editorText(lang, "outdated_title", { label: definition?.label[lang] ?? String(module.type) })}</p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>{issue.path.length ? `${labelOf(issue.path[0])}: ${issueMessage(issue, lang)}` : issueMessage(issue, lang)}</li>
        ))}
      </ul>
      <p>{editorText(lang, "outdated_help")}</p>
    </div>
  );
}
