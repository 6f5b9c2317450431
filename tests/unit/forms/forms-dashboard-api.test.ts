import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SectionData } from "@modules/registry";
import type { Database } from "@/server/db/open";
import { containers, formFields, formSubmissions, formTempFiles, forms, pages, pageTranslations } from "@/server/db/schema";
import { storedSection } from "@/server/content/stored-section";
import { formFilesDir } from "@/server/forms/temp-files";
import { POST as createForm } from "@/app/[lang]/dashboard-api/form-create/route";
import { PUT as putFields } from "@/app/[lang]/dashboard-api/form-fields/[id]/route";
import { GET as getCsv } from "@/app/[lang]/dashboard-api/form-submissions/[id]/csv/route";
import { GET as getFile } from "@/app/[lang]/dashboard-api/form-files/[token]/route";
import { DELETE as deleteEntity } from "@/app/[lang]/dashboard-api/[key]/[id]/route";
import { POST as postFile } from "@/app/[lang]/api/temp-files/route";
import { POST as postEntry } from "@/app/[lang]/api/forms-entries/route";
import { FIELD_KIND } from "@schemas/entities/form-field";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import { filePost, insertForms, jsonPost, lang, PDF, personStarted, withCsrf } from "./form-fixture";

const both = (de: string, en = de) => ({ de, en });
let address = 0;
const fresh = () => ({ ...withCsrf, "x-forwarded-for": `100.64.0.${++address}` });

describe.each(testDatabases())("forms in the dashboard on $name", ({ open }) => {
  let database: Database;
  let editor: Awaited<ReturnType<typeof editorSession>>;
  let ids: Awaited<ReturnType<typeof insertForms>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "forms-dash-"));
    process.env.DATA_DIR = dataDir;
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    ids = await insertForms(database.db);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("creates a form offline, and replaces its fields in the order sent; duplicate keys and choiceless selects are 400", async () => {
    const anonymous = await callRoute(createForm, "/de/dashboard-api/form-create/", { lang: "de" }, { method: "POST", body: { title: both("Anmeldung"), slug: both("anmeldung") } });
    expect(anonymous.status).toBe(401);
    const created = await callRoute(createForm, "/de/dashboard-api/form-create/", { lang: "de" }, asEditor(editor, { title: both("Anmeldung", "Sign-up"), slug: both("anmeldung", "sign-up") }));
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await database.db.select().from(forms).where(eq(forms.id, id)))[0]).toMatchObject({ is_online: false, slug: both("anmeldung", "sign-up") });

    const put = (fields: unknown[]) => callRoute(putFields, `/de/dashboard-api/form-fields/${id}/`, { lang: "de", id: String(id) }, asEditor(editor, { fields }, "PUT"));
    const field = (slug: string, field_type: number, extra: Record<string, unknown> = {}) => ({ slug, field_type, label: both(slug), ...extra });
    const bad = await put([field("name", FIELD_KIND.text), field("name", FIELD_KIND.email), field("art", FIELD_KIND.select)]);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["fields.1.slug", "fields.2.choices"]);
    const good = await put([field("email", FIELD_KIND.email, { required: true }), field("name", FIELD_KIND.text), field("art", FIELD_KIND.radio, { choices: [{ value: "a", label: both("A") }] })]);
    expect(good.status).toBe(200);
    const stored = await database.db.select().from(formFields).where(eq(formFields.form_id, id)).orderBy(formFields.position);
    expect(stored.map((row) => [row.slug, row.position, row.required])).toEqual([["email", 0, true], ["name", 1, false], ["art", 2, false]]);
    const moved = await put([field("name", FIELD_KIND.text), field("email", FIELD_KIND.email)]);
    expect((await moved.json()).map((row: { slug: string }) => row.slug)).toEqual(["name", "email"]);
  });

  it("exports a form's submissions as CSV with a BOM, by date, with a semicolon on request; files download for editors only", async () => {
    const upload = await postFile(filePost(`/de/api/temp-files/?field=${ids.fileField}`, PDF, "Teilnehmerliste.pdf", fresh()), lang("de"));
    const { token } = await upload.json();
    const send = (name: string, extra: Record<string, unknown> = {}) => postEntry(jsonPost("/de/api/forms-entries/", {
      form: ids.online, fill_token: personStarted(ids.online), field_values: { name, email: "ada@example.org", ...extra },
    }, fresh()), lang("de"));
    expect((await send("Ada; \"die Erste\"", { anhang: token, bedarf: ["rollstuhl"] })).status).toBe(201);
    expect((await send("=SUMME(A1)")).status).toBe(201);
    await database.db.update(formSubmissions).set({ created_at: new Date("2025-03-01T10:00:00Z") }).where(eq(formSubmissions.field_values, { name: "=SUMME(A1)", email: "ada@example.org" }));

    const csv = (query: string, options = asEditor(editor, undefined, "GET")) =>
      callRoute(getCsv, `/de/dashboard-api/form-submissions/${ids.online}/csv/?${query}`, { lang: "de", id: String(ids.online) }, options);
    expect((await csv("", {})).status).toBe(401);
    const all = await csv("sep=semicolon");
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await all.arrayBuffer());
    expect(text.startsWith("\uFEFFNr.;Eingang;Sprache;Name;E-Mail;Anhang;Bedarf\r\n")).toBe(true);
    expect(text).toContain(";\"Ada; \"\"die Erste\"\"\";ada@example.org;");
    expect(text).toContain(";rollstuhl\r\n");
    expect(text).toContain(";'=SUMME(A1);");
    const recent = await (await csv("from=2026-01-01")).text();
    expect(recent.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(recent.split("\r\n")[0]).toContain(",");

    const file = (options: Parameters<typeof callRoute>[3]) => callRoute(getFile, `/de/dashboard-api/form-files/${token}/`, { lang: "de", token }, options);
    expect((await file({})).status).toBe(401);
    const download = await file(asEditor(editor, undefined, "GET"));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
  });

  it("refuses to delete a form a page's Forms module shows, naming the page; otherwise deletes it with its fields, submissions and files", async () => {
    const upload = await postFile(filePost(`/de/api/temp-files/?field=${ids.fileField}`, PDF, "Programm.pdf", fresh()), lang("de"));
    const { token } = await upload.json();
    const sent = await postEntry(jsonPost("/de/api/forms-entries/", { form: ids.online, fill_token: personStarted(ids.online), field_values: { name: "Grete", email: "grete@example.org", anhang: token } }, fresh()), lang("de"));
    expect(sent.status).toBe(201);
    const [page] = await database.db.insert(pages).values({}).returning({ id: pages.id });
    await database.db.insert(pageTranslations).values([
      { page_id: page!.id, lang: "de", path: "kontakt", title: "Kontakt" },
      { page_id: page!.id, lang: "en", path: "contact", title: "Contact" },
    ]);
    const section = { id: "f1", type: "section", layout: "100", extra_class: "", columns: [{ children: [{ id: "f1-m", type: "forms", form_id: ids.online, hubspot_id: "" }] }] } as SectionData;
    await database.db.insert(containers).values({ slug: "kontakt-f1", content_type: "cms.page", object_id: page!.id, lang: "de", position: 0, ...storedSection(section) });

    const remove = (options: Parameters<typeof callRoute>[3]) =>
      callRoute(deleteEntity, `/de/dashboard-api/forms/${ids.online}/`, { lang: "de", key: "forms", id: String(ids.online) }, options);
    expect((await remove({ method: "DELETE" })).status).toBe(401);
    expect((await remove({ method: "DELETE", cookies: editor.cookies })).status).toBe(403);
    const refused = await remove(asEditor(editor, undefined, "DELETE"));
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe("Wird noch verwendet von: Seite „Kontakt“. Bitte zuerst diese Verweise entfernen.");
    const stored = (table: typeof formFields | typeof formSubmissions | typeof formTempFiles) => database.db.$count(table, eq(table.form_id, ids.online));
    expect(await stored(formSubmissions)).toBeGreaterThan(0);
    expect(await access(path.join(formFilesDir(), token))).toBeUndefined();

    await database.db.delete(containers).where(eq(containers.slug, "kontakt-f1"));
    expect((await remove(asEditor(editor, undefined, "DELETE"))).status).toBe(204);
    expect(await database.db.$count(forms, eq(forms.id, ids.online))).toBe(0);
    expect([await stored(formFields), await stored(formSubmissions), await stored(formTempFiles)]).toEqual([0, 0, 0]);
    await expect(access(path.join(formFilesDir(), token))).rejects.toThrow(/ENOENT/);
    // The other form keeps its own.
    expect(await database.db.$count(forms, eq(forms.id, ids.offline))).toBe(1);
    expect((await remove(asEditor(editor, undefined, "DELETE"))).status).toBe(404);
  });
});
