import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { users } from "@/server/db/schema";
import { authenticate } from "@/server/auth/accounts";
import { createSession, isNonAdminEditor, resolveSession } from "@/server/auth/session";
import { isAdminDashboardPath } from "@/server/auth/admin-menus";
import { verifyPassword } from "@/server/auth/password";
import { createEditorAccount, setOwnPassword, updateEditorAccount } from "@/server/admin/user-admin";
import { NotFoundError, ValidationError } from "@/server/errors";
import * as usersRoute from "@/app/[lang]/dashboard-api/users/route";
import * as userRoute from "@/app/[lang]/dashboard-api/users/[id]/route";
import * as passwordRoute from "@/app/[lang]/dashboard-api/password/route";
import * as settingsRoute from "@/app/[lang]/dashboard-api/settings/route";

type Session = Awaited<ReturnType<typeof editorSession>>;
const fieldsOf = (error: unknown) => (error as ValidationError).fields("en");

describe.each(testDatabases())("user admin on $name", ({ open }) => {
  let database: Database;
  let admin: Session;
  let editor: Session;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    admin = await editorSession(database, { role: "admin" });
    editor = await editorSession(database);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("creates an editor with a one-time password that is stored only as a hash and must be replaced", async () => {
    const { account, password } = await createEditorAccount(database.db, { email: "Grete@museum.test", username: "grete", role: "editor" });
    expect(account).toMatchObject({ username: "grete", role: "editor", is_active: true, must_change_password: true });
    expect(password).toMatch(/^[\w-]{20}$/);
    const [row] = await database.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(await verifyPassword(password, row!.password_hash)).toBe(true);
    expect(await authenticate(database.db, "grete", password)).toMatchObject({ id: account.id, role: "editor" });

    const taken = await createEditorAccount(database.db, { email: "other@museum.test", username: "GRETE", role: "admin" }).catch((error: unknown) => error);
    expect(fieldsOf(taken)).toEqual({ username: ["This value is already taken."] });
    const invalid = await createEditorAccount(database.db, { email: "nope", username: "", role: "visitor" as "editor" }).catch((error: unknown) => error);
    expect(Object.keys(fieldsOf(invalid)).sort()).toEqual(["email", "role", "username"]);
  });

  it("lets an account with a one-time password do nothing but choose a new, different one", async () => {
    const created = await callRoute(usersRoute.POST, "/de/dashboard-api/users/", { lang: "de" },
      asEditor(admin, { email: "hans@museum.test", username: "hans", first_name: "Hans", role: "editor" }));
    expect(created.status).toBe(201);
    const { account, password } = (await created.json()) as { account: { id: number }; password: string };
    expect(await authenticate(database.db, "hans", password)).toMatchObject({ id: account.id });
    const { token } = await createSession(database.db, account.id);
    const session = { user: { id: account.id, username: "hans" }, token, cookies: { ...editor.cookies, sessionid: token } };
    const blocked = await callRoute(settingsRoute.PATCH, "/de/dashboard-api/settings/", { lang: "de" }, asEditor(session, { is_shop_online: true }, "PATCH"));
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ password_change_required: true });
    expect((await resolveSession(database.db, session.token))?.mustChangePassword).toBe(true);

    const differ = await callRoute(passwordRoute.POST, "/de/dashboard-api/password/", { lang: "de" },
      asEditor(session, { password: "a brand new secret", password_confirm: "another secret" }));
    expect(differ.status).toBe(400);
    expect(await differ.json()).toMatchObject({ errors: { password_confirm: ["Die Passwörter stimmen nicht überein."] } });
    const same = await setOwnPassword(database.db, session.user.id, { password, password_confirm: password }).catch((error: unknown) => error);
    expect(fieldsOf(same)).toEqual({ password: ["Please choose a new password."] });

    const changed = await callRoute(passwordRoute.POST, "/de/dashboard-api/password/", { lang: "de" },
      asEditor(session, { password: "a brand new secret", password_confirm: "a brand new secret" }));
    expect(changed.status).toBe(204);
    expect((await resolveSession(database.db, session.token))?.mustChangePassword).toBe(false);
    expect(await authenticate(database.db, session.user.username, password)).toBeNull();
    expect(await authenticate(database.db, session.user.username, "a brand new secret")).toMatchObject({ id: session.user.id });
  });

  it("refuses an admin demoting or deactivating themselves, and removing the last active admin", async () => {
    const self = await updateEditorAccount(database.db, admin.user.id, admin.user.id, { role: "editor" }).catch((error: unknown) => error);
    expect(fieldsOf(self)).toEqual({ role: ["You cannot demote or deactivate your own account."] });
    const selfOff = await callRoute(userRoute.DELETE, `/de/dashboard-api/users/${admin.user.id}/`, { lang: "de", id: String(admin.user.id) }, asEditor(admin, undefined, "DELETE"));
    expect(selfOff.status).toBe(400);
    // Another admin promoted, then both try to remove the other: the second is refused as the last one.
    const second = await updateEditorAccount(database.db, admin.user.id, editor.user.id, { role: "admin" });
    expect(second.role).toBe("admin");
    expect(await updateEditorAccount(database.db, editor.user.id, admin.user.id, { is_active: false })).toMatchObject({ is_active: false });
    expect(await resolveSession(database.db, admin.token)).toBeNull();
    const last = await updateEditorAccount(database.db, admin.user.id, editor.user.id, { role: "editor" }).catch((error: unknown) => error);
    expect(fieldsOf(last)).toEqual({ role: ["The last active admin account must stay."] });
    await updateEditorAccount(database.db, editor.user.id, admin.user.id, { is_active: true });
    await updateEditorAccount(database.db, admin.user.id, editor.user.id, { role: "editor" });
    // The deactivation ended the admin's sessions: a new login for the next test.
    const { token } = await createSession(database.db, admin.user.id);
    admin = { ...admin, token, cookies: { ...admin.cookies, sessionid: token } };
  });

  it("refuses editors (403) and never treats a visitor's account as an editor's", async () => {
    const asPlainEditor = await callRoute(usersRoute.POST, "/de/dashboard-api/users/", { lang: "de" },
      asEditor(editor, { email: "x@museum.test", username: "x", role: "admin" }));
    expect(asPlainEditor.status).toBe(403);
    const promote = await callRoute(userRoute.PATCH, `/de/dashboard-api/users/${editor.user.id}/`, { lang: "de", id: String(editor.user.id) }, asEditor(editor, { role: "admin" }, "PATCH"));
    expect(promote.status).toBe(403);
    // The proxy's 403 for the admin-only pages asks these two.
    expect(await isNonAdminEditor(editor.token)).toBe(true);
    expect(await isNonAdminEditor(admin.token)).toBe(false);
    expect(["/de/dashboard/users/", "/en/dashboard/settings/", "/de/dashboard/redirects/4/"].every(isAdminDashboardPath)).toBe(true);
    expect(isAdminDashboardPath("/de/dashboard/events/")).toBe(false);
    const noCsrf = await callRoute(usersRoute.POST, "/de/dashboard-api/users/", { lang: "de" }, { method: "POST", cookies: admin.cookies, body: { email: "y@museum.test", username: "y", role: "editor" } });
    expect(noCsrf.status).toBe(403);

    const [{ id: visitorId }] = (await database.db.insert(users).values({
      email: "rosa@example.org", username: "rosa@example.org", password_hash: "x", role: "visitor", is_staff: false,
    }).returning({ id: users.id })) as [{ id: number }];
    const visitor = await updateEditorAccount(database.db, admin.user.id, visitorId, { role: "editor" }).catch((error: unknown) => error);
    expect(visitor).toBeInstanceOf(NotFoundError);
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, visitorId));
    expect(row!.role).toBe("visitor");
  });
});
