import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { loginThrottles, sessions } from "@/server/db/schema";
import { LOGIN_LIMITS, loginWait, pairDelaySeconds, pairKey, recordFailure } from "@/server/auth/rate-limit";
import { HASH_CONCURRENCY, HASH_QUEUE, hashLoad } from "@/server/auth/hash-slots";
import { DELETE as endOthers } from "@/app/[lang]/pageeditor-api/sessions/others/route";
import { createSession, resolveSession, sessionIdOf, sessionUser } from "@/server/auth/session";
import { POST as login } from "@/app/[lang]/pageeditor-api/login/route";
import { POST as logout } from "@/app/[lang]/pageeditor-api/logout/route";
import { GET as getUser } from "@/app/[lang]/pageeditor-api/user/route";
import { CSRF, callRoute, editorRequest, editorSession } from "../../helpers/editor";

const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
const loginAs = (username: string, password: string, options: { ip?: string; https?: boolean } = {}) =>
  callRoute(login, `${options.https ? "https" : "http"}://localhost/en/pageeditor-api/login`, { lang: "en" }, {
    method: "POST",
    body: { username, password },
    headers: { "x-forwarded-for": options.ip ?? "203.0.113.1" },
  });

describe.each(testDatabases())("login, sessions and the login limit on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("logs in: session cookie HttpOnly and SameSite=Lax, Secure only over HTTPS, a fresh CSRF cookie, the login state", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const response = await loginAs(user.username, "gallery password");
    expect(response.status).toBe(200);
    const state = await response.json();
    expect(state).toMatchObject({ logged: true, id: user.id, email: user.email, username: user.username, showModalRedirect: false });
    expect(state.admin_menus.map((menu: { key: string }) => menu.key)).toContain("events");
    expect(state.admin_menus.map((menu: { key: string }) => menu.key)).not.toContain("users");

    const session = cookieOf(response, "sessionid")!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(session).toMatch(/Max-Age=(1209600|12095\d\d);/);
    expect(cookieOf(response, "has_session")).not.toMatch(/HttpOnly/i);
    expect(cookieOf(response, "csrftoken")).toMatch(/^csrftoken=[\w-]{43};/);

    // Only the token's SHA-256 is stored.
    const token = /^sessionid=([^;]+)/.exec(session)![1]!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await database.db.$count(sessions, eq(sessions.id, token))).toBe(0);
    expect(await database.db.$count(sessions, eq(sessions.id, sessionIdOf(token)))).toBe(1);

    const secure = await loginAs(user.username, "gallery password", { https: true });
    expect(cookieOf(secure, "sessionid")).toMatch(/Secure/i);
  });

  it("refuses wrong credentials with one message for both fields, and a bad body per field", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const wrong = await loginAs(user.username, "not the password", { ip: "198.51.100.7" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ errors: { _root: ["Wrong username/e-mail or password."] } });
    expect(cookieOf(wrong, "sessionid")).toBeUndefined();

    const empty = await callRoute(login, "/de/pageeditor-api/login", { lang: "de" }, { method: "POST", body: { username: "" } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ errors: { username: ["Dieses Feld ist ein Pflichtfeld!"], password: ["Dieses Feld ist ein Pflichtfeld!"] } });
  });

  it("answers the user to a session, and 401 with the modal flag once the session is gone", async () => {
    const editor = await editorSession(database, { role: "admin" });
    const ok = await callRoute(getUser, "/de/pageeditor-api/user", { lang: "de" }, { cookies: editor.cookies });
    expect(ok.status).toBe(200);
    const state = await ok.json();
    expect(state).toMatchObject({ logged: true, email: editor.user.email, username: editor.user.username, role: "admin" });
    expect(state.admin_menus).toContainEqual({ key: "users", label: "Benutzer", url: "/de/dashboard/users/" });
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(cookieOf(ok, "csrftoken")).toBeUndefined();
    const lostToken = await callRoute(getUser, "/de/pageeditor-api/user", { lang: "de" }, { cookies: { sessionid: editor.token } });
    expect(cookieOf(lostToken, "csrftoken")).toMatch(/^csrftoken=[\w-]{43};/);

    const anonymous = await callRoute(getUser, "/de/pageeditor-api/user", { lang: "de" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ logged: false, showModalRedirect: false });

    await database.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionIdOf(editor.token)));
    const expired = await callRoute(getUser, "/de/pageeditor-api/user", { lang: "de" }, { cookies: editor.cookies });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ logged: false, showModalRedirect: true });
  });

  it("slides the session's end forward when it is used, and sends the cookie again", async () => {
    const editor = await editorSession(database);
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const resolved = await resolveSession(database.db, editor.token, later);
    expect(resolved?.refreshed).toBe(true);
    expect(resolved!.expiresAt.getTime()).toBe(later.getTime() + 14 * 24 * 60 * 60 * 1000);
    expect((await resolveSession(database.db, editor.token, new Date(later.getTime() + 60_000)))?.refreshed).toBe(false);
    // Past its end (unused for 14 days) it is gone.
    expect(await resolveSession(database.db, editor.token, new Date(later.getTime() + 15 * 24 * 60 * 60 * 1000))).toBeNull();

    const fresh = await editorSession(database);
    await database.db.update(sessions).set({ expires_at: new Date(Date.now() + 60 * 60 * 1000) }).where(eq(sessions.id, sessionIdOf(fresh.token)));
    const response = await callRoute(getUser, "/en/pageeditor-api/user", { lang: "en" }, { cookies: fresh.cookies });
    expect(response.status).toBe(200);
    expect(cookieOf(response, "sessionid")).toMatch(/Max-Age=(1209600|12095\d\d);/);
  });

  it("finds the session user for other routes (sessionUser), and nobody without a valid cookie", async () => {
    const editor = await editorSession(database);
    expect(await sessionUser(editorRequest("/api/user-details/", { cookies: editor.cookies }))).toMatchObject({ id: editor.user.id, is_staff: true });
    expect(await sessionUser(editorRequest("/api/user-details/", { cookies: { sessionid: "forged" } }))).toBeNull();
    expect(await sessionUser(editorRequest("/api/user-details/"))).toBeNull();
  });

  it("logs out with the CSRF header only, ending the session and clearing its cookies", async () => {
    const editor = await editorSession(database);
    const forged = await callRoute(logout, "/de/pageeditor-api/logout", { lang: "de" }, { method: "POST", cookies: editor.cookies });
    expect(forged.status).toBe(403);
    expect(await resolveSession(database.db, editor.token)).not.toBeNull();

    const response = await callRoute(logout, "/de/pageeditor-api/logout", { lang: "de" }, { method: "POST", cookies: editor.cookies, csrf: CSRF });
    expect(response.status).toBe(204);
    expect(cookieOf(response, "sessionid")).toMatch(/Max-Age=0/);
    expect(cookieOf(response, "has_session")).toMatch(/Max-Age=0/);
    expect(await resolveSession(database.db, editor.token)).toBeNull();
  });

  it("slows only the guessing (account, address) pair with growing waits: the editor at their own address logs in at once", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const attacker = "192.0.2.66";
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_LIMITS.pair.freeFailures; attempt++) statuses.push((await loginAs(user.username, `guess ${attempt}`, { ip: attacker })).status);
    expect(statuses).toEqual([400, 400, 400]);
    // More failures (counted as the route counts them) make the pair's wait long enough to see.
    for (let failure = 0; failure < 5; failure++) await recordFailure(database.db, user.username, attacker);
    const blocked = await loginAs(user.username.toUpperCase(), "gallery password", { ip: attacker });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(16);
    expect(retryAfter).toBeLessThanOrEqual(32);
    expect(await blocked.json()).toEqual({ detail: "Too many login attempts.", retry_after: retryAfter });
    expect(cookieOf(blocked, "sessionid")).toBeUndefined();

    // The editor's own address is not touched by the attacker's failures.
    expect((await loginAs(user.username, "gallery password", { ip: "192.0.2.10" })).status).toBe(200);
  });

  it("doubles the pair's wait with each failure up to the cap, and forgets a pair after a quiet day", async () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(pairDelaySeconds)).toEqual([0, 0, 0, 1, 2, 4, 15 * 60]);
    const now = new Date("2030-01-01T10:00:00Z");
    for (let failure = 1; failure <= 5; failure++) await recordFailure(database.db, "target", "203.0.113.9", now);
    expect(await loginWait(database.db, "target", "203.0.113.9", now)).toBe(4);
    expect(await loginWait(database.db, "target", "203.0.113.10", now)).toBeNull();
    expect(await loginWait(database.db, "target", "203.0.113.9", new Date(now.getTime() + 4001))).toBeNull();
    const [row] = await database.db.select().from(loginThrottles).where(eq(loginThrottles.key, pairKey("target", "203.0.113.9")));
    expect(row?.attempts).toBe(5);
    await recordFailure(database.db, "target", "203.0.113.9", new Date(now.getTime() + 25 * 3600_000));
    const [fresh] = await database.db.select().from(loginThrottles).where(eq(loginThrottles.key, pairKey("target", "203.0.113.9")));
    expect(fresh?.attempts).toBe(1);
  });

  it("counts parallel failures all, in the database", async () => {
    const now = new Date("2030-02-01T10:00:00Z");
    await Promise.all(Array.from({ length: 12 }, () => recordFailure(database.db, "parallel", "203.0.113.20", now)));
    const [row] = await database.db.select().from(loginThrottles).where(eq(loginThrottles.key, pairKey("parallel", "203.0.113.20")));
    expect(row?.attempts).toBe(12);
  });

  it("a success counts against nobody and clears its pair; an address failing across many accounts is capped", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const ip = "198.18.0.1";
    for (let attempt = 1; attempt <= 2; attempt++) expect((await loginAs(user.username, "wrong", { ip })).status).toBe(400);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await loginAs(user.username, "gallery password", { ip })).status).toBe(200);
    expect(await database.db.$count(loginThrottles, eq(loginThrottles.key, pairKey(user.username, ip)))).toBe(0);

    for (let attempt = 1; attempt <= LOGIN_LIMITS.ip.attempts + 1; attempt++) await recordFailure(database.db, `someone${attempt}`, ip);
    const blocked = await loginAs(user.username, "gallery password", { ip });
    expect(blocked.status).toBe(429);
    expect((await loginAs(user.username, "gallery password", { ip: "198.18.0.2" })).status).toBe(200);
  });

  it("refuses a login that is not JSON (415) or comes from another site (403), even with the right password", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const form = await login(new NextRequest("http://localhost/en/pageeditor-api/login", {
      method: "POST", body: new URLSearchParams({ username: user.username, password: "gallery password" }),
    }), { params: Promise.resolve({ lang: "en" }) });
    expect(form.status).toBe(415);
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
    for (const headers of foreign) {
      const response = await callRoute(login, "/en/pageeditor-api/login", { lang: "en" }, { method: "POST", body: { username: user.username, password: "gallery password" }, headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(cookieOf(response, "sessionid")).toBeUndefined();
    }
    const sameSite = await callRoute(login, "/en/pageeditor-api/login", { lang: "en" }, {
      method: "POST", body: { username: user.username, password: "gallery password" }, headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.status).toBe(200);
  });

  it("refuses an unsafe editor call from another site's Origin even with a valid token", async () => {
    const editor = await editorSession(database);
    const forged = await callRoute(logout, "/de/pageeditor-api/logout", { lang: "de" }, { method: "POST", cookies: editor.cookies, csrf: CSRF, headers: { origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect((await forged.json()).detail).toMatch(/Origin/);
    expect(await resolveSession(database.db, editor.token)).not.toBeNull();
  });

  it("caps concurrent password hashes: a burst beyond the slots and queue is told to retry", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const burst = await Promise.all(Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE + 6 }, (_, i) => loginAs(user.username, "gallery password", { ip: `203.0.113.${100 + i}` })));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(HASH_CONCURRENCY + HASH_QUEUE);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it("ends the editor's other sessions, keeping this one", async () => {
    const editor = await editorSession(database);
    const { token: other } = await createSession(database.db, editor.user.id);
    const response = await callRoute(endOthers, "/de/pageeditor-api/sessions/others", { lang: "de" }, { method: "DELETE", cookies: editor.cookies, csrf: CSRF });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 1 });
    expect(await resolveSession(database.db, other)).toBeNull();
    expect(await resolveSession(database.db, editor.token)).not.toBeNull();
    const noToken = await callRoute(endOthers, "/de/pageeditor-api/sessions/others", { lang: "de" }, { method: "DELETE", cookies: editor.cookies });
    expect(noToken.status).toBe(403);
  });
});
