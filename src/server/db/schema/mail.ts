import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Every e-mail the site sends goes through this table first, written in the same transaction
 * as what caused it (a form submission, a registration), so a mail server that is down or not
 * configured never loses a mail or blocks the visitor. Delivery happens after the commit and
 * is retried from here; without SMTP settings the dashboard shows the table as the mailbox.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  recipients: text("recipients").array().notNull(),
  subject: varchar("subject", { length: 998 }).notNull(),
  text_body: text("text_body").notNull(),
  reply_to: varchar("reply_to", { length: 254 }),
  /** What the mail is about ("form-submission", "account-confirm", ...), for the dashboard's filter. */
  topic: varchar("topic", { length: 64 }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp("sent_at", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  /** A sender claims a mail by moving this forward, so two server processes never both send it. */
  next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  last_error: text("last_error"),
}, (t) => [
  index("mail_outbox_pending_idx").on(t.next_attempt_at).where(sql`${t.sent_at} is null`),
  index("mail_outbox_created_idx").on(t.created_at, t.id),
]);
