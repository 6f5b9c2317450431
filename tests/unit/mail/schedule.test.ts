import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/open";
import { mailOutbox } from "@/server/db/schema";
import { queueMail } from "@/server/mail/outbox";
import { testDatabases } from "../../helpers/db";

const SMTP_URL = "smtp://mail.museum.test:587";

// The transport the server would build from SMTP_URL, answering like a mail server that takes every mail.
const transports = vi.hoisted(() => ({ urls: [] as unknown[] }));
vi.mock("nodemailer", async (importOriginal) => {
  const actual = (await importOriginal<typeof import("nodemailer")>()).default;
  return {
    default: { ...actual, createTransport: (url: unknown) => { transports.urls.push(url); return actual.createTransport({ jsonTransport: true }); } },
  };
});

/** schedule.ts as a starting server loads it: the settings are read from the environment on import. */
async function startingServer(smtpUrl: string | undefined) {
  vi.stubEnv("SMTP_URL", smtpUrl);
  vi.resetModules();
  return import("@/server/mail/schedule");
}

describe.each(testDatabases())("mail delivery from the server's start on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });
  afterEach(() => {
    clearInterval(globalThis.__museumMail?.timer);
    globalThis.__museumMail = undefined;
    transports.urls.length = 0;
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  /** A mail whose first try failed before the server went down, due again since a minute ago. */
  async function leftOver(subject: string) {
    const id = await queueMail(database.db, { recipients: ["kasse@museum.test"], subject, text: "Neue Anfrage", topic: "form-submission" });
    await database.db.update(mailOutbox).set({ attempts: 1, last_error: "connect ECONNREFUSED", next_attempt_at: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, id));
    return id;
  }
  const sentAt = async (id: number) => (await database.db.select({ sent_at: mailOutbox.sent_at }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.sent_at;

  it("without SMTP_URL sends nothing and arms no timer: the mail stays in the outbox", async () => {
    const { startMailDelivery } = await startingServer(undefined);
    const id = await leftOver("Ohne Mailserver");
    await startMailDelivery();
    expect(await sentAt(id)).toBeNull();
    expect(globalThis.__museumMail).toBeUndefined();
  });

  it("with SMTP_URL sends a mail left due by a restart at once, and its retry timer sends the next one with no new mail scheduled", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { startMailDelivery } = await startingServer(SMTP_URL);
    const id = await leftOver("Vor dem Neustart");
    await startMailDelivery();
    expect(await sentAt(id)).not.toBeNull();
    expect(transports.urls).toEqual([SMTP_URL]);

    const later = await leftOver("Danach fällig");
    expect(await sentAt(later)).toBeNull();
    // A minute on, the retry timer armed at the start has run.
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await sentAt(later)).not.toBeNull());
  });
});
