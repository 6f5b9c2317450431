import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { users } from "@/server/db/schema";
import { authenticate, createUser, DEFAULT_EDITOR_EMAIL, ensureFirstEditor } from "@/server/auth/accounts";
import { verifyPassword } from "@/server/auth/password";
import { ValidationError } from "@/server/errors";

describe.each(testDatabases())("editor accounts on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("refuses a first-start password that is too short, and creates nothing", async () => {
    const error = await ensureFirstEditor(database.db, { EDITOR_PASSWORD: "short" }, () => {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields("en")).toEqual({ EDITOR_PASSWORD: ["At least 10 characters."] });
    expect(await database.db.$count(users)).toBe(0);
  });

  it("creates the first editor with a generated password printed once, and only once", async () => {
    const lines: string[] = [];
    const result = await ensureFirstEditor(database.db, {}, (line) => lines.push(line));
    expect(result).toEqual({ created: true, email: DEFAULT_EDITOR_EMAIL, generated: true });
    const printed = /\n {4}(\S+)\n/.exec(lines.join("\n"))?.[1];
    expect(printed).toMatch(/^[\w-]{20}$/);
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({ email: DEFAULT_EDITOR_EMAIL, username: "editor", is_staff: true, role: "admin" });
    expect(row!.password_hash).not.toContain(printed!);
    expect(await verifyPassword(printed!, row!.password_hash)).toBe(true);
    expect(await authenticate(database.db, "EDITOR@museum.local", printed!)).toMatchObject({ username: "editor" });

    const again: string[] = [];
    expect(await ensureFirstEditor(database.db, { EDITOR_PASSWORD: "another password" }, (line) => again.push(line))).toEqual({ created: false });
    expect(again).toEqual([]);
    expect(await database.db.$count(users)).toBe(1);
  });

  it("takes EDITOR_EMAIL and EDITOR_PASSWORD when they are set, without printing the password", async () => {
    await database.db.delete(users);
    const lines: string[] = [];
    const result = await ensureFirstEditor(database.db, { EDITOR_EMAIL: "chief@museum.example", EDITOR_PASSWORD: "configured secret" }, (line) => lines.push(line));
    expect(result).toEqual({ created: true, email: "chief@museum.example", generated: false });
    expect(lines.join("\n")).not.toContain("configured secret");
    expect(await authenticate(database.db, "chief", "configured secret")).toMatchObject({ email: "chief@museum.example", role: "admin" });
  });

  it("logs in by username or e-mail in any case; refuses wrong passwords, inactive and non-staff accounts", async () => {
    const user = await createUser(database.db, { email: "Ada@Museum.example", username: "Ada", password: "difference engine", is_staff: true });
    expect(await authenticate(database.db, "ada", "difference engine")).toMatchObject({ id: user.id, role: "editor" });
    expect(await authenticate(database.db, " ada@museum.EXAMPLE ", "difference engine")).toMatchObject({ id: user.id });
    expect(await authenticate(database.db, "ada", "Difference engine")).toBeNull();
    expect(await authenticate(database.db, "nobody", "difference engine")).toBeNull();

    const [before] = await database.db.select({ last_login: users.last_login }).from(users).where(eq(users.id, user.id));
    expect(before!.last_login).toBeInstanceOf(Date);

    await database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect(await authenticate(database.db, "ada", "difference engine")).toBeNull();
    await createUser(database.db, { email: "guest@museum.example", username: "guest", password: "visitor password" });
    expect(await authenticate(database.db, "guest", "visitor password")).toBeNull();
  });
});
