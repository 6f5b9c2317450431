import "server-only";
import { and, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";

/** Attempts before a mail is left for an operator: about a day with the waits below. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail stays with its sender before another process may try it. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

/** Wait before the next attempt: 1, 4, 16 minutes … capped at 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 6 * 3_600_000);

/**
 * Send what is due. Mails are claimed first (next_attempt_at moved past the claim time, with
 * SKIP LOCKED) so several server processes share the outbox without sending a mail twice.
 * Returns how many were sent.
 */
export async function deliverDueMail(db: Db, transport: Transporter, from: string, now = new Date()): Promise<number> {
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const due = db.select({ id: mailOutbox.id }).from(mailOutbox)
    .where(and(isNull(mailOutbox.sent_at), lt(mailOutbox.attempts, MAX_ATTEMPTS), lte(mailOutbox.next_attempt_at, now)))
    .orderBy(mailOutbox.next_attempt_at, mailOutbox.id).limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db.update(mailOutbox)
    .set({ next_attempt_at: claimedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.sendMail({ from, to: mail.recipients, subject: mail.subject, text: mail.text_body, replyTo: mail.reply_to ?? undefined });
      await db.update(mailOutbox).set({ sent_at: new Date(), last_error: null }).where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const retryAt = new Date(Date.now() + retryDelayMs(mail.attempts));
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ last_error: message.slice(0, 1000), next_attempt_at: retryAt }).where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
