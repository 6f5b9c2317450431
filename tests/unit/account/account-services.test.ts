import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { desc, eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import { editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { mailOutbox, sessions, users } from "@/server/db/schema";
import { authenticate } from "@/server/auth/accounts";
import { resolveSession } from "@/server/auth/session";
import { asEditor } from "@schemas/entities/user";
import { confirmEmail, register } from "@/server/account/register";
import { visitorLogin } from "@/server/account/visitor-login";
import { requestPasswordReset, resetPassword } from "@/server/account/password-reset";
import { changePassword, readAccount, requestEmailChange, updateProfileSettings } from "@/server/account/settings";
import { ACCOUNT_LIMITS, TooManyAttemptsError } from "@/server/account/limits";
import { ValidationError } from "@/server/errors";
import { fieldErrors } from "@schemas/rules/messages";

const PASSWORD = "ein langes Passwort";
let counter = 0;
const address = () => `10.0.${++counter}.1`;

/** The per-field messages a call refused with, in one language. */
async function refusal(call: Promise<unknown>, lang: "de" | "en" = "en") {
  const error = await call.then(() => null, (caught: unknown) => caught);
  if (error instanceof z.ZodError) return fieldErrors(error, lang);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fields(lang);
}

describe.each(testDatabases())("visitor accounts on $name", (database) => {
  let handle: Database;
  beforeAll(async () => { handle = await database.open(); });
  afterAll(async () => { await handle.close(); });

  const lastMail = async (to: string) => {
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipients, [to])).orderBy(desc(mailOutbox.id)).limit(1);
    return mail!;
  };
  const tokenIn = (text: string) => /token=([\w-]{43})/.exec(text)![1]!;
  const registered = async (email: string, lang: "de" | "en" = "de") => {
    await register(handle.db, { first_name: "Greta", last_name: "Garbo", email, password: PASSWORD, password2: PASSWORD, preferred_language: lang }, address());
    return lastMail(email);
  };
  const confirmed = async (email: string) => {
    await confirmEmail(handle.db, tokenIn((await registered(email)).text_body));
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    return row!;
  };

  it("registers an unconfirmed visitor and mails a confirmation link in the chosen language", async () => {
    const mail = await registered("greta@example.org", "en");
    expect(mail.topic).toBe("account-confirm");
    expect(mail.subject).toBe("Please confirm your e-mail address");
    expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/en\/user\/confirm\?token=[\w-]{43}/);
    const [row] = await handle.db.select().from(users).where(eq(users.email, "greta@example.org"));
    expect(row).toMatchObject({ role: "visitor", is_staff: false, email_confirmed_at: null, preferred_language: "en" });
    expect(row!.password_hash).not.toContain(PASSWORD);
  });

  it("refuses bad registrations with per-field messages in both languages", async () => {
    const body = { first_name: "", last_name: "G", email: "not-an-address", password: "short", password2: "other" };
    expect(await refusal(register(handle.db, body, address()), "en")).toEqual({
      first_name: ["This field is required!"], email: ["Invalid e-mail address!"], password: ["At least 10 characters."], password2: ["The passwords do not match."],
    });
    expect((await refusal(register(handle.db, body, address()), "de")).password2).toEqual(["Die Passwörter stimmen nicht überein."]);
  });

  it("answers a taken address like a new one, and mails its owner instead", async () => {
    await confirmed("taken@example.org");
    const before = await handle.db.$count(users);
    await registered("Taken@Example.org");
    const mail = await lastMail("taken@example.org");
    expect(await handle.db.$count(users)).toBe(before);
    expect(mail.subject).toBe("Ihr Konto besteht bereits");
    expect(mail.text_body).toContain("/de/user/password-reset?token=");
  });

  it("logs a visitor in only after the confirmation, and a confirmation link works once", async () => {
    const mail = await registered("ines@example.org");
    expect(await refusal(visitorLogin(handle.db, { email: "ines@example.org", password: PASSWORD }, address()))).toEqual({
      email: ["Please confirm your e-mail address first with the link in our e-mail."],
    });
    await confirmEmail(handle.db, tokenIn(mail.text_body));
    expect(await refusal(confirmEmail(handle.db, tokenIn(mail.text_body)))).toEqual({ token: ["This link is invalid or has expired. Please request a new one."] });
    const login = await visitorLogin(handle.db, { email: "INES@example.org", password: PASSWORD }, address());
    expect(login.user).toMatchObject({ email: "ines@example.org", role: "visitor" });
    expect((await resolveSession(handle.db, login.token))?.user.role).toBe("visitor");
    expect(await refusal(visitorLogin(handle.db, { email: "ines@example.org", password: "wrong password!" }, address()))).toEqual({
      _root: ["Wrong username/e-mail or password."],
    });
  });

  it("keeps visitors and editors apart: neither logs in on the other's side, and a visitor's session is no editor's", async () => {
    const visitor = await confirmed("vera@example.org");
    expect(await authenticate(handle.db, "vera@example.org", PASSWORD)).toBeNull();
    const editor = await editorSession(handle, { password: PASSWORD });
    expect(await refusal(visitorLogin(handle.db, { email: editor.user.email, password: PASSWORD }, address()))).toHaveProperty("_root");
    const { token } = await visitorLogin(handle.db, { email: visitor.email, password: PASSWORD }, address());
    const session = await resolveSession(handle.db, token);
    expect(session && asEditor(session.user)).toBeNull();
    expect(asEditor((await resolveSession(handle.db, editor.token))!.user)).toMatchObject({ role: "editor" });
    // Registering with an editor's address answers as usual but mails no reset link for it.
    const mails = await handle.db.$count(mailOutbox);
    await register(handle.db, { first_name: "E", last_name: "D", email: editor.user.email, password: PASSWORD, password2: PASSWORD }, address());
    expect(await handle.db.$count(mailOutbox)).toBe(mails);
  });

  it("throttles repeated wrong passwords like the editors' login", async () => {
    await confirmed("tom@example.org");
    const from = address();
    for (let i = 0; i < 4; i++) await visitorLogin(handle.db, { email: "tom@example.org", password: "wrong password!" }, from).catch(() => null);
    const error = await visitorLogin(handle.db, { email: "tom@example.org", password: PASSWORD }, from).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyAttemptsError);
  });

  it("limits registrations per client address", async () => {
    const from = address();
    const body = (n: number) => ({ first_name: "A", last_name: "B", email: `many${n}@example.org`, password: PASSWORD, password2: PASSWORD });
    for (let n = 0; n < ACCOUNT_LIMITS.register.attempts; n++) await register(handle.db, body(n), from);
    await expect(register(handle.db, body(99), from)).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it("resets a forgotten password by mail, ends the old sessions, and says nothing about unknown addresses", async () => {
    const row = await confirmed("paula@example.org");
    const { token: oldSession } = await visitorLogin(handle.db, { email: row.email, password: PASSWORD }, address());
    const mailsBefore = await handle.db.$count(mailOutbox);
    await requestPasswordReset(handle.db, { email: "nobody@example.org" }, address());
    expect(await handle.db.$count(mailOutbox)).toBe(mailsBefore);
    await requestPasswordReset(handle.db, { email: row.email }, address());
    const mail = await lastMail(row.email);
    expect(mail.topic).toBe("password-reset");
    const token = tokenIn(mail.text_body);
    expect(await refusal(resetPassword(handle.db, { token, password: "ein neues Passwort", password2: "ein anderes" }))).toEqual({ password2: ["The passwords do not match."] });
    await resetPassword(handle.db, { token, password: "ein neues Passwort", password2: "ein neues Passwort" });
    expect(await resolveSession(handle.db, oldSession)).toBeNull();
    await expect(visitorLogin(handle.db, { email: row.email, password: "ein neues Passwort" }, address())).resolves.toHaveProperty("token");
    expect(await refusal(resetPassword(handle.db, { token, password: "noch ein Passwort", password2: "noch ein Passwort" }))).toHaveProperty("token");
  });

  it("changes name, language and newsletter consent, keeping the date the consent was given", async () => {
    const row = await confirmed("nina@example.org");
    const first = new Date("2026-11-01T10:00:00Z");
    const on = await updateProfileSettings(handle.db, row.id, { first_name: "Nina", last_name: "Hagen", preferred_language: "en", newsletter: true }, first);
    expect(on).toMatchObject({ first_name: "Nina", last_name: "Hagen", preferred_language: "en", newsletter_consent_at: first.toISOString() });
    const again = await updateProfileSettings(handle.db, row.id, { first_name: "Nina", last_name: "H.", preferred_language: "en", newsletter: true }, new Date("2026-11-20T10:00:00Z"));
    expect(again.newsletter_consent_at).toBe(first.toISOString());
    expect((await updateProfileSettings(handle.db, row.id, { first_name: "Nina", last_name: "H.", preferred_language: "de", newsletter: false })).newsletter_consent_at).toBeNull();
    expect(await refusal(updateProfileSettings(handle.db, row.id, { first_name: " ", last_name: "x".repeat(151), preferred_language: "fr", newsletter: "yes" }))).toEqual({
      first_name: ["This field is required!"], last_name: ["At most 150 characters."], preferred_language: ["Invalid choice."], newsletter: ["Invalid input."],
    });
  });

  it("changes the e-mail address only through the link sent to the new one", async () => {
    const row = await confirmed("olga@example.org");
    expect(await refusal(requestEmailChange(handle.db, row.id, { email: "olga@new.example.org", current_password: "wrong password!" }))).toEqual({
      current_password: ["The password is wrong."],
    });
    expect(await refusal(requestEmailChange(handle.db, row.id, { email: "taken@example.org", current_password: PASSWORD }))).toEqual({ email: ["This value is already taken."] });
    const pending = await requestEmailChange(handle.db, row.id, { email: "olga@new.example.org", current_password: PASSWORD });
    expect(pending).toMatchObject({ email: "olga@example.org", pending_email: "olga@new.example.org" });
    const mail = await lastMail("olga@new.example.org");
    expect(mail.topic).toBe("account-confirm");
    await confirmEmail(handle.db, tokenIn(mail.text_body));
    expect(await readAccount(handle.db, row.id)).toMatchObject({ email: "olga@new.example.org", pending_email: null });
  });

  it("changes the password with the current one and ends the account's other sessions", async () => {
    const row = await confirmed("pia@example.org");
    const here = await visitorLogin(handle.db, { email: row.email, password: PASSWORD }, address());
    const elsewhere = await visitorLogin(handle.db, { email: row.email, password: PASSWORD }, address());
    expect(await refusal(changePassword(handle.db, row.id, here.token, { current_password: "wrong password!", password: "ein neues Passwort", password2: "ein neues Passwort" })))
      .toEqual({ current_password: ["The password is wrong."] });
    await changePassword(handle.db, row.id, here.token, { current_password: PASSWORD, password: "ein neues Passwort", password2: "ein neues Passwort" });
    expect(await resolveSession(handle.db, here.token)).not.toBeNull();
    expect(await resolveSession(handle.db, elsewhere.token)).toBeNull();
    expect(await handle.db.$count(sessions, eq(sessions.user_id, row.id))).toBe(1);
  });
});
