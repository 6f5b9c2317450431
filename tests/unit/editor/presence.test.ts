import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { users } from "@/server/db/schema";
import { sessionIdOf } from "@/server/auth/session";
import { heartbeat, othersPresent } from "@/server/content/presence";
import * as presenceRoute from "@/app/[lang]/pageeditor-api/presence/route";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";

type Session = Awaited<ReturnType<typeof editorSession>>;
const page = { content_type: "cms.page" as const, object_id: 4711 };

describe.each(testDatabases())("who else has the page open, on $name", ({ open }) => {
  let database: Database;
  let anna: Session;
  let ben: Session;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    anna = await editorSession(database);
    ben = await editorSession(database);
    await database.db.update(users).set({ first_name: "Anna", last_name: "Berg" }).where(eq(users.id, anna.user.id));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  const beat = (session: Session, body: unknown = page) => callRoute(presenceRoute.POST, "/de/pageeditor-api/presence/", { lang: "de" }, asEditor(session, body));

  it("answers the other editors by name, never the caller, and forgets one who left", async () => {
    expect(await (await beat(anna)).json()).toEqual({ editors: [] });
    expect(await (await beat(ben)).json()).toEqual({ editors: [{ name: "Anna Berg" }] });
    expect(await (await beat(anna)).json()).toEqual({ editors: [{ name: ben.user.username }] });
    // Another page is another set.
    expect(await (await beat(anna, { ...page, object_id: 4712 })).json()).toEqual({ editors: [] });

    const left = await callRoute(presenceRoute.DELETE, "/de/pageeditor-api/presence/", { lang: "de" }, asEditor(ben, page, "DELETE"));
    expect(left.status).toBe(204);
    expect(await (await beat(anna)).json()).toEqual({ editors: [] });
  });

  it("does not count a heartbeat older than a minute", async () => {
    const now = new Date();
    await heartbeat(database.db, sessionIdOf(ben.token), ben.user.id, page, new Date(now.getTime() - 61_000));
    expect(await othersPresent(database.db, sessionIdOf(anna.token), page, now)).toEqual([]);
    await heartbeat(database.db, sessionIdOf(ben.token), ben.user.id, page, new Date(now.getTime() - 30_000));
    expect(await othersPresent(database.db, sessionIdOf(anna.token), page, now)).toEqual([{ name: ben.user.username }]);
  });

  it("refuses a bad owner with per-field messages and a call without session or CSRF header", async () => {
    const bad = await beat(anna, { content_type: "nope", object_id: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["content_type", "object_id"]);
    expect((await callRoute(presenceRoute.POST, "/de/pageeditor-api/presence/", { lang: "de" }, { method: "POST", body: page })).status).toBe(401);
    expect((await callRoute(presenceRoute.POST, "/de/pageeditor-api/presence/", { lang: "de" }, { method: "POST", body: page, cookies: anna.cookies })).status).toBe(403);
  });
});
