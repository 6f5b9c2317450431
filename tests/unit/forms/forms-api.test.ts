import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MIN_FILL_MS } from "@schemas/api/form";
import { formSubmissions, formTempFiles, mailOutbox } from "@/server/db/schema";
import { GET as getForm } from "@/app/[lang]/api/forms/[id]/route";
import { GET as startForm } from "@/app/[lang]/api/forms/[id]/start/route";
import { POST as postEntry } from "@/app/[lang]/api/forms-entries/route";
import { issueFillToken } from "@/server/forms/fill-token";
import { testDatabases } from "../../helpers/db";
import { formsDatabase, jsonPost, lang, personStarted, withCsrf } from "./form-fixture";

const valid = { name: "Ada Lovelace", email: "ada@example.org", bedarf: ["rollstuhl"] };
const entry = (form: number, field_values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ form, field_values, fill_token: personStarted(form), ...extra });
let address = 0;
/** Each call its own client address, so the rate limit only counts where a test means it to. */
const fresh = () => ({ ...withCsrf, "x-forwarded-for": `203.0.113.${++address}` });

describe.each(testDatabases())("form API on $name", ({ open }) => {
  const setup = formsDatabase(open, "forms-api-");
  afterEach(() => vi.useRealTimers());

  it("serves an online form with its fields and email2 appended; unknown and offline forms are 404", async () => {
    const get = (id: number | string, language: "de" | "en") =>
      getForm(new NextRequest(new URL(`/${language}/api/forms/${id}/`, "http://localhost")), { params: Promise.resolve({ lang: language, id: String(id) }) });
    const response = await get(setup.ids.online, "en");
    expect(response.status).toBe(200);
    const form = await response.json();
    expect(form).toMatchObject({ id: setup.ids.online, title: "Request a group tour", url: `/en/form/group-tour/${setup.ids.online}` });
    expect(form.fields.map((field: { slug: string }) => field.slug)).toEqual(["name", "email", "hinweis", "anhang", "bedarf", "email2"]);
    expect(form.fields.at(-1)).toMatchObject({ field_type: "emailconfirm", required: false });
    expect((await get(setup.ids.offline, "de")).status).toBe(404);
    expect((await get(999, "de")).status).toBe(404);
  });

  it("refuses a submission without the CSRF header or with a wrong token (403), storing nothing", async () => {
    const missing = await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, valid), { cookie: withCsrf.cookie }), lang("de"));
    expect(missing.status).toBe(403);
    const wrong = await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, valid), { ...withCsrf, "x-csrftoken": `x${withCsrf["x-csrftoken"].slice(1)}` }), lang("de"));
    expect(wrong.status).toBe(403);
    expect(await setup.database.db.$count(formSubmissions)).toBe(0);
  });

  it("answers 400 per field in the page's language: required, e-mail and the email2 rule", async () => {
    const response = await postEntry(jsonPost("/en/api/forms-entries/", entry(setup.ids.online, { name: " ", email: "ada@", email2: "eve@example.org" }), fresh()), lang("en"));
    expect(response.status).toBe(400);
    // The email2 rule compares two valid values, so it speaks once the fields themselves are right.
    expect((await response.json()).errors).toEqual({ "field_values.name": ["This field is required!"], "field_values.email": ["Invalid e-mail address!"] });
    const german = await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, { ...valid, email2: "eve@example.org" }), fresh()), lang("de"));
    expect((await german.json()).errors).toEqual({ "field_values.email2": ["Ungültige E-Mail-Adresse!"] });
    const offline = await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.offline, valid), fresh()), lang("de"));
    expect(Object.keys((await offline.json()).errors)).toEqual(["form"]);
    expect(await setup.database.db.$count(formSubmissions)).toBe(0);
  });

  it("thanks a filled honeypot, and a start token that is missing, forged, another form's or too fresh, storing none of them", async () => {
    const send = (extra: Record<string, unknown>) => postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, valid, extra), fresh()), lang("de"));
    const genuine = personStarted(setup.ids.online);
    const forged = genuine.replace(/\.(\d+)\./, (_, at: string) => `.${Number(at) - 60_000}.`);
    for (const extra of [
      { website: "https://spam.example" }, { fill_token: undefined }, { fill_token: forged },
      { fill_token: personStarted(setup.ids.offline) }, { fill_token: issueFillToken(setup.ids.online, Date.now() - 400) },
    ]) {
      const answer = await send(extra);
      expect(answer.status, JSON.stringify(extra)).toBe(201);
      expect(await answer.json()).toEqual({ id: 0, success_text: "<p>Danke!</p>" });
    }
    expect(await setup.database.db.$count(formSubmissions)).toBe(0);
    expect(await setup.database.db.$count(mailOutbox)).toBe(0);
  });

  it("starts a form's clock on an uncached call: sent at once it is dropped, sent after the minimum fill time it is stored", async () => {
    const start = await startForm(new NextRequest(new URL(`/de/api/forms/${setup.ids.online}/start/`, "http://localhost")), { params: Promise.resolve({ lang: "de", id: String(setup.ids.online) }) });
    expect(start.status).toBe(200);
    expect(start.headers.get("cache-control")).toBe("private, no-store");
    const { fill_token } = await start.json();
    const send = () => postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, valid, { fill_token }), fresh()), lang("de"));
    expect((await (await send()).json()).id).toBe(0);
    expect(await setup.database.db.$count(formSubmissions)).toBe(0);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MIN_FILL_MS });
    const stored = await (await send()).json();
    expect(stored.id).toBeGreaterThan(0);
    expect(await setup.database.db.$count(formSubmissions)).toBe(1);
    await setup.database.db.delete(formSubmissions);
    await setup.database.db.delete(mailOutbox);
  });

  it("stores a valid submission with its notice to the form's recipients, and answers the confirmation text", async () => {
    const response = await postEntry(jsonPost("/en/api/forms-entries/", entry(setup.ids.online, { ...valid, email2: "ADA@example.org", stray: "x" }), fresh()), lang("en"));
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.success_text).toBe("<p>Thanks!</p>");
    const [stored] = await setup.database.db.select().from(formSubmissions);
    expect(stored).toMatchObject({ id: answer.id, form_id: setup.ids.online, lang: "en", field_values: { ...valid, email2: "ADA@example.org" } });
    const [mail] = await setup.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ recipients: ["fuehrungen@museum.test", "kasse@museum.test"], reply_to: "ada@example.org", topic: "form-submission", subject: "Neue Einsendung: Gruppenführung anfragen" });
    expect(mail!.text_body).toContain("Name: Ada Lovelace");
    expect(mail!.text_body).toContain("Bedarf: Rollstuhl");
    expect(await setup.database.db.$count(formTempFiles)).toBe(0);
  });

  it("limits submissions per client address (429 with Retry-After)", async () => {
    const from = fresh();
    const statuses: number[] = [];
    for (let round = 0; round < 11; round += 1) {
      statuses.push((await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, { name: "" }), from), lang("de"))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    const limited = await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, valid), from), lang("de"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await postEntry(jsonPost("/de/api/forms-entries/", entry(setup.ids.online, valid), fresh()), lang("de"));
    expect(other.status).toBe(201);
  });
});
