import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import { callRoute, CSRF, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { orders, users } from "@/server/db/schema";
import { createSession, resolveSession } from "@/server/auth/session";
import { hashPassword } from "@/server/auth/password";
import { POST as registerRoute } from "@/app/api/account/register/route";
import { POST as loginRoute } from "@/app/api/account/login/route";
import { GET as profileRoute } from "@/app/api/account/profile/route";
import { PATCH as settingsRoute } from "@/app/api/account/settings/route";
import { DELETE as endOtherSessionsRoute } from "@/app/api/account/sessions/others/route";
import { GET as userDetailsRoute } from "@/app/api/user-details/route";
import { GET as editorUserRoute } from "@/app/[lang]/pageeditor-api/user/route";

const PASSWORD = "ein langes Passwort";

describe.each(testDatabases())("user-area routes on $name", (database) => {
  let handle: Database;
  let visitor: { id: number; cookies: Record<string, string> };

  beforeAll(async () => {
    handle = await database.open();
    globalThis.__museumDb = Promise.resolve(handle);
    const [row] = await handle.db.insert(users).values({
      email: "rosa@example.org", username: "rosa@example.org", first_name: "Rosa", last_name: "Luxemburg", role: "visitor",
      password_hash: await hashPassword(PASSWORD), email_confirmed_at: new Date(),
    }).returning();
    const { token } = await createSession(handle.db, row!.id);
    visitor = { id: row!.id, cookies: { sessionid: token, csrftoken: CSRF } };
    await handle.db.insert(orders).values({ number: "M-2026-000001", name: "Rosa Luxemburg", email: "Rosa@Example.org" });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await handle.close();
  });

  it("refuses every unsafe call without the CSRF header, logged in or not", async () => {
    const body = { first_name: "A", last_name: "B", email: "a@example.org", password: PASSWORD, password2: PASSWORD };
    expect((await callRoute(registerRoute, "/api/account/register/", {}, { method: "POST", body })).status).toBe(403);
    expect((await callRoute(registerRoute, "/api/account/register/", {}, { method: "POST", body, cookies: { csrftoken: CSRF }, csrf: "x".repeat(43) })).status).toBe(403);
    expect((await callRoute(loginRoute, "/api/account/login/", {}, { method: "POST", body: { email: "rosa@example.org", password: PASSWORD } })).status).toBe(403);
    const patch = { method: "PATCH", body: { first_name: "Rosa", last_name: "Luxemburg", preferred_language: "de", newsletter: false }, cookies: visitor.cookies };
    expect((await callRoute(settingsRoute, "/api/account/settings/", {}, patch)).status).toBe(403);
    expect((await callRoute(settingsRoute, "/api/account/settings/", {}, { ...patch, csrf: CSRF })).status).toBe(200);
  });

  it("answers bad input with per-field messages in the asked language", async () => {
    const response = await callRoute(registerRoute, "/api/account/register/?lang=de", {}, {
      method: "POST", body: { first_name: "A", last_name: "B", email: "kaputt", password: PASSWORD, password2: PASSWORD }, cookies: { csrftoken: CSRF }, csrf: CSRF,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { email: ["Ungültige E-Mail-Adresse!"] } });
  });

  it("logs a visitor in with a session cookie and a new CSRF token, and the user details then show the name", async () => {
    const response = await callRoute(loginRoute, "/api/account/login/?lang=en", {}, {
      method: "POST", body: { email: "rosa@example.org", password: PASSWORD }, cookies: { csrftoken: CSRF }, csrf: CSRF,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_logged_in: true, has_dashboard_online_access: false, first_name: "Rosa", logout_url: "/en/user/logout" });
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/sessionid=[\w-]+;.*HttpOnly/i);
    expect(cookies).toMatch(/csrftoken=(?!t{43})/);
    const details = await callRoute(userDetailsRoute, "/api/user-details/", {}, { cookies: visitor.cookies });
    expect(await details.json()).toMatchObject({ is_logged_in: true, first_name: "Rosa", last_name: "Luxemburg", has_dashboard_online_access: false });
  });

  it("shows the visitor's orders and cart, and keeps editors and visitors out of each other's calls", async () => {
    const profile = await callRoute(profileRoute, "/api/account/profile/", {}, { cookies: visitor.cookies });
    expect(profile.status).toBe(200);
    const body = await profile.json();
    expect(body.account).toMatchObject({ email: "rosa@example.org", first_name: "Rosa" });
    expect(body.orders.map((order: { number: string }) => order.number)).toEqual(["M-2026-000001"]);
    expect(body.cart).toMatchObject({ positions: [], tickets_quantity: 0 });
    expect((await callRoute(profileRoute, "/api/account/profile/", {}, {})).status).toBe(401);

    const editor = await editorSession(handle);
    expect((await callRoute(profileRoute, "/api/account/profile/", {}, { cookies: editor.cookies })).status).toBe(403);
    expect((await callRoute(editorUserRoute, "/de/pageeditor-api/user", { lang: "de" }, { cookies: visitor.cookies })).status).toBe(403);
    expect((await callRoute(editorUserRoute, "/de/pageeditor-api/user", { lang: "de" }, { cookies: editor.cookies })).status).toBe(200);
    const [row] = await handle.db.select({ role: users.role }).from(users).where(eq(users.id, visitor.id));
    expect(row!.role).toBe("visitor");
  });

  it("ends the visitor's sessions in other browsers and keeps this one, with a session and the CSRF header only", async () => {
    const url = "/api/account/sessions/others/";
    const end = () => callRoute(endOtherSessionsRoute, url, {}, { method: "DELETE", cookies: visitor.cookies, csrf: CSRF });
    expect((await callRoute(endOtherSessionsRoute, url, {}, { method: "DELETE", cookies: visitor.cookies })).status).toBe(403);
    expect((await callRoute(endOtherSessionsRoute, url, {}, { method: "DELETE", cookies: { csrftoken: CSRF }, csrf: CSRF })).status).toBe(401);
    expect((await end()).status).toBe(200);

    const phone = await createSession(handle.db, visitor.id);
    const laptop = await createSession(handle.db, visitor.id);
    const response = await end();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    expect(await resolveSession(handle.db, phone.token)).toBeNull();
    expect(await resolveSession(handle.db, laptop.token)).toBeNull();
    expect(await resolveSession(handle.db, visitor.cookies.sessionid!)).not.toBeNull();
    expect(await (await end()).json()).toEqual({ ended: 0 });
  });
});
