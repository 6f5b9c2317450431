import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "../config";
import { getDb } from "../db/client";
import { deliverDueMail } from "./deliver";

const RETRY_INTERVAL_MS = 60_000;

declare global {
  // One transport and one retry timer per server process, however many route chunks load this.
  var __museumMail: { transport: Transporter; timer: ReturnType<typeof setInterval> } | undefined;
}

/** Without SMTP_URL there is no transport: mails stay in the outbox, which the dashboard shows. */
function mailer() {
  if (!config.SMTP_URL) return undefined;
  globalThis.__museumMail ??= {
    transport: nodemailer.createTransport(config.SMTP_URL),
    // Retries mails whose first try failed; unref'd so it never keeps a process alive.
    timer: setInterval(() => void deliverNow(), RETRY_INTERVAL_MS).unref(),
  };
  return globalThis.__museumMail.transport;
}

async function deliverNow() {
  const transport = mailer();
  if (!transport) return;
  try {
    const { db } = await getDb();
    await deliverDueMail(db, transport, config.MAIL_FROM);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "mail_delivery_failed", message: error instanceof Error ? error.message : String(error) }));
  }
}

/**
 * At server start (instrumentation.ts): send what fell due while no server ran (mails whose
 * tries failed before a restart) and arm the retry timer, rather than waiting for the next
 * mail to be queued. Settles when that first delivery has run.
 */
export function startMailDelivery(): Promise<void> {
  return deliverNow();
}

/**
 * Send queued mail after the transaction that queued it has committed, without making the
 * visitor's request wait for the mail server.
 */
export function scheduleMailDelivery(): void {
  if (!config.SMTP_URL) return;
  setTimeout(() => void deliverNow(), 0);
}
