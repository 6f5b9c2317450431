import { describe, expect, it } from "vitest";
import { createUserSchema, loginSchema, userSchema } from "./user";

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("user schemas", () => {
  const user = { email: "ada@example.org", username: "ada", password: "correct horse battery" };

  it("accepts a new user", () => {
    expect(createUserSchema.parse(user)).toMatchObject({ email: "ada@example.org", username: "ada" });
  });

  it("reports the e-mail as required or invalid", () => {
    expect(issues(createUserSchema.safeParse({ ...user, email: "", username: "" }))).toEqual([["email", "required"], ["username", "required"]]);
    expect(issues(createUserSchema.safeParse({ ...user, email: "ada.example.org" }))).toEqual([["email", "invalid_email"]]);
  });

  it("refuses short passwords and odd usernames", () => {
    expect(issues(createUserSchema.safeParse({ ...user, password: "short", username: "a b" }))).toEqual([
      ["username", "invalid"], ["password", "too_short"],
    ]);
  });

  it("never lets a password hash into the public user", () => {
    const parsed = userSchema.parse({ id: 1, email: "a@b.de", username: "a", first_name: "", last_name: "", is_staff: true, password_hash: "x" });
    expect(parsed).not.toHaveProperty("password_hash");
  });

  it("requires both login fields", () => {
    expect(issues(loginSchema.safeParse({}))).toEqual([["username", "required"], ["password", "required"]]);
  });
});
