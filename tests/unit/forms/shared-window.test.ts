import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/open";
import { hitSharedWindow } from "@/server/http/shared-window";
import { testDatabases } from "../../helpers/db";

const LIMIT = { limit: 3, windowMs: 60_000 };

describe.each(testDatabases())("a request window shared by every server process, on $name", (database) => {
  let handle: Database;
  beforeAll(async () => { handle = await database.open(); });
  afterAll(async () => { await handle.close(); });

  it("allows the limit, then answers the seconds until the window ends, then starts afresh", async () => {
    const start = new Date("2026-11-25T10:00:00Z");
    for (let i = 0; i < 3; i++) expect(await hitSharedWindow(handle.db, "form-entry:198.51.100.7", LIMIT, start)).toBeNull();
    expect(await hitSharedWindow(handle.db, "form-entry:198.51.100.7", LIMIT, new Date(start.getTime() + 20_000))).toBe(40);
    expect(await hitSharedWindow(handle.db, "form-entry:198.51.100.7", LIMIT, new Date(start.getTime() + 60_000))).toBeNull();
  });

  it("counts each key on its own", async () => {
    const now = new Date("2026-11-25T11:00:00Z");
    for (let i = 0; i < 3; i++) await hitSharedWindow(handle.db, "form-upload:203.0.113.9", LIMIT, now);
    expect(await hitSharedWindow(handle.db, "form-upload:203.0.113.9", LIMIT, now)).not.toBeNull();
    expect(await hitSharedWindow(handle.db, "form-upload:203.0.113.10", LIMIT, now)).toBeNull();
    expect(await hitSharedWindow(handle.db, "form-entry:203.0.113.9", LIMIT, now)).toBeNull();
  });

  it("counts parallel requests exactly once each", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const waits = await Promise.all(Array.from({ length: 6 }, () => hitSharedWindow(handle.db, "form-entry:192.0.2.1", LIMIT, now)));
    expect(waits.filter((wait) => wait === null)).toHaveLength(3);
  });
});
