import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formSubmissions, formTempFiles } from "@/server/db/schema";
import { POST as postEntry } from "@/app/[lang]/api/forms-entries/route";
import { POST as postFile } from "@/app/[lang]/api/temp-files/route";
import { sweepExpiredTempFiles } from "@/server/forms/temp-files";
import { FORM_FILE_MAX_BYTES, TEMP_FILE_TTL_MS } from "@schemas/rules/form-upload";
import { testDatabases } from "../../helpers/db";
import { filePost, formsDatabase, jsonPost, lang, PDF, personStarted, withCsrf } from "./form-fixture";

let address = 0;
const fresh = () => ({ ...withCsrf, "x-forwarded-for": `192.0.2.${++address}` });

describe.each(testDatabases())("visitor uploads for forms on $name", ({ open }) => {
  const setup = formsDatabase(open, "form-files-");
  const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, headers: Record<string, string> = fresh(), field = setup.ids.fileField) =>
    postFile(filePost(`/de/api/temp-files/?field=${field}`, bytes, name, headers), lang("de"));
  const send = (anhang: string) => postEntry(jsonPost("/de/api/forms-entries/", {
    form: setup.ids.online, fill_token: personStarted(setup.ids.online), field_values: { name: "Ada", email: "ada@example.org", anhang },
  }, fresh()), lang("de"));

  it("takes a PDF from an anonymous visitor with the CSRF header, typed from its bytes", async () => {
    const response = await upload(PDF, "programm.txt");
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toMatchObject({ name: "programm.txt", mime: "application/pdf", bytes: PDF.length });
    expect(stored.token).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await readdir(path.join(setup.dataDir, "form-uploads"))).toContain(stored.token);
  });

  it("refuses a missing CSRF header, a disguised file, an oversized one and a field that is no file field", async () => {
    expect((await upload(PDF, "a.pdf", { cookie: withCsrf.cookie })).status).toBe(403);
    const disguised = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "bild.png");
    expect(disguised.status).toBe(400);
    expect((await disguised.json()).errors.file[0]).toMatch(/Dateityp/);
    expect((await upload(new Uint8Array(FORM_FILE_MAX_BYTES + 1), "gross.pdf")).status).toBe(413);
    expect((await upload(PDF, "a.pdf", fresh(), 99_999)).status).toBe(404);
  });

  it("lets a submission claim its file once; a file left unclaimed for a day is swept away", async () => {
    const { token } = await (await upload(PDF, "liste.pdf")).json();
    const sent = await send(token);
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const [claimed] = await setup.database.db.select().from(formTempFiles).where(eq(formTempFiles.token, token));
    expect(claimed!.submission_id).toBe(id);
    const again = await send(token);
    expect(again.status).toBe(400);
    expect(Object.keys((await again.json()).errors)).toEqual(["field_values.anhang"]);

    const { token: late } = await (await upload(PDF, "spaet.pdf")).json();
    // A day on, the unclaimed file cannot be claimed any more and the sweep deletes row and bytes.
    await setup.database.db.update(formTempFiles).set({ created_at: new Date(Date.now() - TEMP_FILE_TTL_MS - 1000) }).where(eq(formTempFiles.token, late));
    expect((await send(late)).status).toBe(400);
    // Only the day-old file goes: the fresh unclaimed one of the first test still has its day.
    expect(await sweepExpiredTempFiles(setup.database.db)).toBe(1);
    const files = await readdir(path.join(setup.dataDir, "form-uploads"));
    expect(files).toContain(token);
    expect(files).not.toContain(late);
    expect(await setup.database.db.$count(formSubmissions)).toBe(1);
  });
});
