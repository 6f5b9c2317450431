import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { FIELD_KIND } from "@schemas/entities/form-field";
import type { getSubmission } from "@/server/forms/submissions";
import styles from "../dashboard.module.css";
import { valueText, type FieldInfo } from "./submission-values";
import { formsText } from "./texts";

type Submission = NonNullable<Awaited<ReturnType<typeof getSubmission>>>;

/** One submission: every answer under its field's label (keys of removed fields as they are), files as editor-only downloads. */
export function SubmissionView({ lang, fields, submission }: { lang: Locale; fields: FieldInfo[]; submission: Submission }) {
  const known = new Map(fields.map((field) => [field.slug, field]));
  const slugs = [...new Set([...fields.map((field) => field.slug), ...Object.keys(submission.field_values)])]
    .filter((slug) => submission.field_values[slug] !== undefined);
  return (
    <dl className={styles.readonly}>
      <div><dt>{formsText(lang, "col_received")}</dt><dd>{formatDateTime(submission.created_at, lang, "numeric")}</dd></div>
      <div><dt>{formsText(lang, "col_language")}</dt><dd>{submission.lang.toUpperCase()}</dd></div>
      {slugs.map((slug) => {
        const field = known.get(slug);
        const value = submission.field_values[slug];
        const file = field?.field_type === FIELD_KIND.file ? submission.files.find((item) => item.token === value) : undefined;
        return (
          <div key={slug}>
            <dt>{field?.label[lang] ?? slug}</dt>
            <dd>{file
              ? <a href={`/${lang}/dashboard-api/form-files/${file.token}/`} download>{formsText(lang, "download", { name: file.name })}</a>
              : valueText(lang, field, value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
