import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "../../../src/server/db/open";
import { loginThrottles, sessions } from "../../../src/server/db/schema";
import { countAttempt, LOGIN_LIMITS } from "../../../src/server/auth/rate-limit";
import { resolveSession, sessionIdOf, sessionUser } from "../../../src/server/auth/session";
import { POST as login } from "../../../src/app/[lang]/pageeditor-api/login/route";
import { POST as logout } from "../../../src/app/[lang]/pageeditor-api/logout/route";
import { GET as getUser } from "../../../src/app/[lang]/pageeditor-api/user/route";
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

  it("allows five attempts per account in the window, then answers 429 with Retry-After, also for the right password", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    for (let attempt = 1; attempt <= LOGIN_LIMITS.account.attempts; attempt++) {
      expect((await loginAs(user.username, `guess ${attempt}`, { ip: `192.0.2.${attempt}` })).status).toBe(400);
    }
    const blocked = await loginAs(user.username.toUpperCase(), "gallery password", { ip: "192.0.2.99" });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toEqual({ detail: "Too many login attempts.", retry_after: retryAfter });
    expect(cookieOf(blocked, "sessionid")).toBeUndefined();
  });

  it("counts in the database: parallel attempts cannot slip past the limit, and a new window starts afresh", async () => {
    const now = new Date("2030-01-01T10:00:00Z");
    const results = await Promise.all(Array.from({ length: 12 }, () => countAttempt(database.db, "account", "parallel", now)));
    expect(results.filter((wait) => wait === null)).toHaveLength(LOGIN_LIMITS.account.attempts);
    expect(results.filter((wait) => wait !== null).every((wait) => wait === 15 * 60)).toBe(true);
    // Attempts while blocked do not extend the block.
    expect(await countAttempt(database.db, "account", "parallel", new Date(now.getTime() + 10 * 60_000))).toBe(5 * 60);
    expect(await countAttempt(database.db, "account", "parallel", new Date(now.getTime() + 15 * 60_000 + 1000))).toBeNull();
    const [row] = await database.db.select().from(loginThrottles).where(eq(loginThrottles.key, "account:parallel"));
    expect(row?.attempts).toBe(1);
  });

  it("limits attempts per address across accounts, and a success clears only the account's count", async () => {
    const { user } = await editorSession(database, { password: "gallery password" });
    const ip = "198.18.0.1";
    for (let attempt = 1; attempt <= 3; attempt++) await countAttempt(database.db, "account", user.username);
    expect((await loginAs(user.username, "gallery password", { ip })).status).toBe(200);
    expect(await database.db.$count(loginThrottles, eq(loginThrottles.key, `account:${user.username.toLowerCase()}`))).toBe(0);

    for (let attempt = 2; attempt <= LOGIN_LIMITS.ip.attempts; attempt++) await countAttempt(database.db, "ip", ip);
    const blocked = await loginAs(user.username, "gallery password", { ip });
    expect(blocked.status).toBe(429);
    expect((await loginAs(user.username, "gallery password", { ip: "198.18.0.2" })).status).toBe(200);
  });
});
