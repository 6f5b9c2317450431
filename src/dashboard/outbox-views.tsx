import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { formatDateTime } from "@schemas/rules/dates";
import { adminMenuEntry, dashboardUrl } from "../server/auth/admin-menus";
import { getDb } from "../server/db/client";
import { listOutbox, readOutboxMail, type OutboxRow } from "../server/mail/outbox-list";
import { dashboardAccess } from "./access";
import { DashboardLogin } from "./dashboard-login";
import { DashboardShell } from "./dashboard-shell";
import { DataTable } from "./list-parts";
import { outboxText as text } from "./outbox-text";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

const status = (lang: Locale, row: Pick<OutboxRow, "sent_at" | "attempts">) =>
  row.sent_at ? text(lang, "sent", { date: formatDateTime(row.sent_at, lang, "numeric") })
    : `${text(lang, "pending")}${row.attempts ? ` (${text(lang, "attempts", { count: row.attempts })})` : ""}`;

/** ?before=<id>: the page of mails older than that id; anything else is the newest page. */
const parseBefore = (value: string | string[] | undefined) => {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
};

/** /{lang}/dashboard/outbox/ — the mails newest first, 50 a page, each linking to its text. */
export async function OutboxList({ lang, label, before }: { lang: Locale; label: string; before: string | string[] | undefined }) {
  const { rows, next } = await listOutbox((await getDb()).db, parseBefore(before));
  return (
    <>
      <p>{text(lang, "intro")}</p>
      <DataTable caption={text(lang, "caption")} empty={text(lang, "empty")}
        columns={[
          { key: "subject", label: text(lang, "col_subject") }, { key: "recipients", label: text(lang, "col_recipients") },
          { key: "topic", label: text(lang, "col_topic") }, { key: "created", label: text(lang, "col_created") }, { key: "status", label: text(lang, "col_status") },
        ]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: [
            <a key="s" href={dashboardUrl(lang, "outbox", row.id)}>{row.subject}</a>,
            row.recipients.join(", "), row.topic,
            <time key="c" dateTime={row.created_at.toISOString()}>{formatDateTime(row.created_at, lang, "numeric")}</time>,
            row.last_error && !row.sent_at ? `${status(lang, row)}: ${row.last_error}` : status(lang, row),
          ],
        }))} />
      {(before !== undefined || next !== null) && (
        <nav aria-label={`${label}: ${dashboardText(lang, "paging")}`} className={styles.pager}>
          {before !== undefined && <a href="?">{text(lang, "newest")}</a>}
          {next !== null && <a href={`?before=${next}`} rel="next">{text(lang, "older")}</a>}
        </nav>
      )}
    </>
  );
}

/** /{lang}/dashboard/outbox/{id}/ — one mail as it was (or will be) sent. */
export async function OutboxMailPage({ lang, id }: { lang: Locale; id: number }) {
  const access = await dashboardAccess("outbox");
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind !== "ok") notFound();
  const mail = await readOutboxMail((await getDb()).db, id);
  if (!mail) notFound();
  return (
    <DashboardShell lang={lang} user={access.user} current="outbox">
      <p><a href={dashboardUrl(lang, "outbox")}>{dashboardText(lang, "back_to_list")}: {adminMenuEntry("outbox")!.label[lang]}</a></p>
      <h1>{text(lang, "mail_title", { subject: mail.subject })}</h1>
      <dl className={styles.mailHeaders}>
        <dt>{text(lang, "col_recipients")}</dt><dd>{mail.recipients.join(", ")}</dd>
        <dt>{text(lang, "col_topic")}</dt><dd>{mail.topic}</dd>
        <dt>{text(lang, "col_created")}</dt><dd>{formatDateTime(mail.created_at, lang, "numeric")}</dd>
        <dt>{text(lang, "col_status")}</dt><dd>{status(lang, mail)}</dd>
        {mail.last_error && !mail.sent_at && <><dt>{text(lang, "last_error")}</dt><dd>{mail.last_error}</dd></>}
      </dl>
      <h2>{text(lang, "text")}</h2>
      <pre className={styles.mailText} data-mail-text="">{mail.text_body}</pre>
    </DashboardShell>
  );
}
