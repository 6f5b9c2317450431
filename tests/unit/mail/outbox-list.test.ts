import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/open";
import { queueMail } from "@/server/mail/outbox";
import { listOutbox, OUTBOX_PAGE, readOutboxMail } from "@/server/mail/outbox-list";
import { testDatabases } from "../../helpers/db";

describe.each(testDatabases())("the dashboard's outbox list on $name", (database) => {
  let handle: Database;
  beforeAll(async () => { handle = await database.open(); });
  afterAll(async () => { await handle.close(); });

  it("pages newest first by id, every mail exactly once, and a mail queued meanwhile does not shift the pages", async () => {
    const total = OUTBOX_PAGE + 7;
    for (let n = 1; n <= total; n++) await queueMail(handle.db, { recipients: [`m${n}@example.org`], subject: `Mail ${n}`, text: `Text ${n}`, topic: "account-confirm" });
    const first = await listOutbox(handle.db);
    expect(first.rows).toHaveLength(OUTBOX_PAGE);
    expect(first.rows[0]!.subject).toBe(`Mail ${total}`);
    await queueMail(handle.db, { recipients: ["late@example.org"], subject: "Late", text: "x", topic: "password-reset" });
    const second = await listOutbox(handle.db, first.next!);
    expect(second.next).toBeNull();
    const subjects = [...first.rows, ...second.rows].map((row) => row.subject);
    expect(subjects).toHaveLength(total);
    expect(new Set(subjects).size).toBe(total);
    expect(subjects.at(-1)).toBe("Mail 1");
  });

  it("reads one mail with its recipients, text and state", async () => {
    const id = await queueMail(handle.db, { recipients: ["a@example.org", "b@example.org"], subject: "Zwei", text: "Hallo\nWelt", topic: "form-submission" });
    expect(await readOutboxMail(handle.db, id)).toMatchObject({ recipients: ["a@example.org", "b@example.org"], text_body: "Hallo\nWelt", sent_at: null });
    expect(await readOutboxMail(handle.db, 999_999)).toBeNull();
  });
});
