import "server-only";
import type { SubmissionQuery } from "@schemas/entities/form-fields-list";
import { formatDateTime } from "@schemas/rules/dates";
import type { Locale } from "@schemas/rules/localized";
import { dashboardUrl } from "@/server/auth/admin-menus";
import type { Db } from "@/server/db/open";
import { readFormFields } from "@/server/forms/admin";
import { listSubmissions } from "@/server/forms/submissions";
import { DataTable } from "../list-parts";
import styles from "../dashboard.module.css";
import { summaryOf } from "./submission-values";
import { formsText } from "./texts";

/** A form's submissions: a date filter (plain GET), export links for the same range, newest first, 50 a page by keyset. */
export async function SubmissionsList({ db, lang, formId, query }: { db: Db; lang: Locale; formId: number; query: SubmissionQuery }) {
  const [fields, { rows, next }] = await Promise.all([readFormFields(db, formId), listSubmissions(db, formId, query)]);
  const base = `${dashboardUrl(lang, "forms", formId)}submissions/`;
  const range = new URLSearchParams();
  if (query.from) range.set("from", query.from);
  if (query.to) range.set("to", query.to);
  const csv = (sep: "comma" | "semicolon") => `/${lang}/dashboard-api/form-submissions/${formId}/csv/?${new URLSearchParams([...range, ["sep", sep]])}`;
  const nextQuery = new URLSearchParams([...range, ...(next ? [["before", String(next)]] : [])]);
  return (
    <>
      <form method="get" className={styles.search} aria-label={formsText(lang, "filter")}>
        <label>{formsText(lang, "from")} <input type="date" name="from" defaultValue={query.from ?? ""} /></label>
        <label>{formsText(lang, "to")} <input type="date" name="to" defaultValue={query.to ?? ""} /></label>
        <button type="submit" className={styles.button}>{formsText(lang, "filter")}</button>
      </form>
      <p className={styles.actions}>
        <a href={csv("comma")} download>{formsText(lang, "export_csv")}</a>
        <a href={csv("semicolon")} download>{formsText(lang, "export_csv_semicolon")}</a>
      </p>
      <DataTable
        caption={formsText(lang, "submissions")}
        empty={formsText(lang, "none")}
        columns={[
          { key: "received", label: formsText(lang, "col_received") },
          { key: "summary", label: formsText(lang, "col_summary") },
          { key: "language", label: formsText(lang, "col_language") },
        ]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: [
            <a key="received" href={`${base}${row.id}/`}>{formatDateTime(row.created_at, lang, "numeric")}</a>,
            summaryOf(lang, fields, row.field_values),
            row.lang.toUpperCase(),
          ],
        }))}
      />
      <nav aria-label={formsText(lang, "submissions")} className={styles.pager}>
        {query.before && <a href={`?${range}`}>{formsText(lang, "newest")}</a>}
        {next && <a href={`?${nextQuery}`} rel="next">{formsText(lang, "older")}</a>}
      </nav>
    </>
  );
}
