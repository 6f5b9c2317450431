import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "@/server/auth/password";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("stores the parameters and a random salt with each hash, never the password", async () => {
    const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(first).toMatch(new RegExp(`^\\$scrypt\\$ln=${SCRYPT_PARAMS.ln},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`));
    expect(first).not.toBe(second);
    expect(first).not.toContain("same password");
    expect(SCRYPT_PARAMS.ln).toBeGreaterThanOrEqual(15);
  });

  it("verifies a hash made with other parameters, and marks a weaker one for re-hashing", async () => {
    const weak = await hashPassword("older account", { ln: 14, r: 8, p: 1 });
    expect(await verifyPassword("older account", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword("new account"))).toBe(false);
  });

  it("never matches a malformed or tampered hash", async () => {
    const hash = await hashPassword("secret password");
    expect(await verifyPassword("secret password", "plain text")).toBe(false);
    expect(await verifyPassword("secret password", hash.replace("ln=15", "ln=40"))).toBe(false);
    const flipped = hash.slice(0, -2) + (hash.endsWith("A") ? "BA" : "AA");
    expect(await verifyPassword("secret password", flipped)).toBe(false);
  });

  it("generates passwords of 20 URL-safe characters, different each time", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{20}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
