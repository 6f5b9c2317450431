import "server-only";
import { z } from "zod";
import type { Db, Tx } from "../db/open";
import { mailOutbox } from "../db/schema";

export const outgoingMailSchema = z.object({
  recipients: z.array(z.email()).min(1),
  subject: z.string().trim().min(1).max(998),
  text: z.string().min(1),
  replyTo: z.email().optional(),
  topic: z.string().min(1).max(64),
});
export type OutgoingMail = z.input<typeof outgoingMailSchema>;

/**
 * Queue a mail in the caller's transaction: it exists exactly when what caused it was stored.
 * Call scheduleMailDelivery() after the commit to send it.
 */
export async function queueMail(db: Db | Tx, mail: OutgoingMail): Promise<number> {
  const parsed = outgoingMailSchema.parse(mail);
  const [row] = await db.insert(mailOutbox).values({
    recipients: parsed.recipients,
    subject: parsed.subject,
    text_body: parsed.text,
    reply_to: parsed.replyTo ?? null,
    topic: parsed.topic,
    // Due now by the clock the delivery compares with (milliseconds in JavaScript): the
    // database's now() has microseconds, which made a mail queued within the same millisecond
    // as a delivery look not yet due.
    next_attempt_at: new Date(),
  }).returning({ id: mailOutbox.id });
  return row!.id;
}
