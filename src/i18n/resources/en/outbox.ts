import type { outbox as de } from "../de/outbox";

/** The dashboard's mail outbox pages (namespace "outbox"). */
export const outbox: typeof de = {
  intro: "Every e-mail of the site, newest first. Without a mail server (SMTP_URL) they stay here and can be read.",
  caption: "E-mails in the outbox",
  empty: "No e-mails yet.",
  col_subject: "Subject",
  col_recipients: "Recipients",
  col_topic: "Topic",
  col_created: "Created",
  col_status: "Status",
  sent: "Sent {{date}}",
  pending: "Pending",
  attempts: "{{count}} attempts",
  last_error: "Last error",
  text: "Text",
  newest: "Newest e-mails",
  older: "Older e-mails",
  mail_title: "E-mail: {{subject}}",
};
