import "server-only";
import { desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";

/** Mails per page of the dashboard's outbox. */
export const OUTBOX_PAGE = 50;

export interface OutboxRow {
  id: number;
  recipients: string[];
  subject: string;
  topic: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

const listColumns = {
  id: mailOutbox.id, recipients: mailOutbox.recipients, subject: mailOutbox.subject, topic: mailOutbox.topic,
  created_at: mailOutbox.created_at, sent_at: mailOutbox.sent_at, attempts: mailOutbox.attempts, last_error: mailOutbox.last_error,
};

/**
 * The outbox newest first, one page below the id `before` (keyset paging: the ids grow with
 * time, so a page costs the same however deep it is, and a mail queued meanwhile never
 * shifts the pages). `next` is the id to pass for the following page, or null.
 */
export async function listOutbox(db: Db, before?: number): Promise<{ rows: OutboxRow[]; next: number | null }> {
  const rows = await db.select(listColumns).from(mailOutbox)
    .where(before === undefined ? undefined : lt(mailOutbox.id, before))
    .orderBy(desc(mailOutbox.id)).limit(OUTBOX_PAGE + 1);
  const page = rows.slice(0, OUTBOX_PAGE);
  return { rows: page, next: rows.length > OUTBOX_PAGE ? page.at(-1)!.id : null };
}

/** One mail with its text, or null. */
export async function readOutboxMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
