import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/open";
import { mailOutbox } from "@/server/db/schema";
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs } from "@/server/mail/deliver";
import { queueMail } from "@/server/mail/outbox";
import { testDatabases } from "../../helpers/db";

const FROM = "Museum <noreply@museum.test>";
const mail = (subject: string) => ({ recipients: ["kasse@museum.test"], subject, text: "Neue Anfrage", topic: "form-submission" });

/** A port nothing listens on: a real SMTP connection to it fails. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabases())("mail outbox on $name", (database) => {
  let handle: Database;
  beforeAll(async () => { handle = await database.open(); });
  afterAll(async () => { await handle.close(); });

  it("a queued mail is sent once, marked sent, and not sent again", async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const id = await queueMail(handle.db, mail("Gruppenführung"));
    expect(await deliverDueMail(handle.db, transport, FROM)).toBe(1);
    expect(await deliverDueMail(handle.db, transport, FROM)).toBe(0);
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(1);
  });

  it("a mail server that cannot be reached keeps the mail with its error and a later retry", async () => {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: await closedPort(), connectionTimeout: 2000 });
    const id = await queueMail(handle.db, mail("Anmeldung"));
    const now = new Date();
    expect(await deliverDueMail(handle.db, transport, FROM, now)).toBe(0);
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.sent_at).toBeNull();
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect|closed/i);
    expect(row!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(now.getTime() + retryDelayMs(1) - 1000);
    // Not due yet: nothing is tried again at once.
    expect(await deliverDueMail(handle.db, nodemailer.createTransport({ jsonTransport: true }), FROM, now)).toBe(0);
    // Due later: the retry sends it.
    expect(await deliverDueMail(handle.db, nodemailer.createTransport({ jsonTransport: true }), FROM, new Date(now.getTime() + retryDelayMs(1) + 5000))).toBe(1);
  }, 15_000);

  it("waits grow and stop after the last attempt", () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(240_000);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(6 * 3_600_000);
  });

  it("refuses a mail without a valid recipient and stores nothing", async () => {
    const before = (await handle.db.select().from(mailOutbox)).length;
    await expect(queueMail(handle.db, { ...mail("x"), recipients: ["not-an-address"] })).rejects.toThrow();
    expect((await handle.db.select().from(mailOutbox)).length).toBe(before);
  });
});
