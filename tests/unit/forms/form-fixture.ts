import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll } from "vitest";
import type { Database, Db } from "@/server/db/open";
import { formFields, forms } from "@/server/db/schema";
import { issueFillToken } from "@/server/forms/fill-token";
import { FIELD_KIND } from "@schemas/entities/form-field";

export const TOKEN = "f0rm-t0k3n-".repeat(4);
export const withCsrf = { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN };
const both = (de: string, en = de) => ({ de, en });

/** One online form (name, email, a file and a list) and one offline form; returns their ids. */
export async function insertForms(db: Db) {
  const [online, offline] = await db.insert(forms).values([
    { title: both("Gruppenführung anfragen", "Request a group tour"), slug: both("gruppenfuehrung", "group-tour"), success_text: both("<p>Danke!</p>", "<p>Thanks!</p>"), notify_email: "fuehrungen@museum.test, kasse@museum.test" },
    { title: both("Alt"), slug: both("alt"), is_online: false },
  ]).returning({ id: forms.id });
  const fields = await db.insert(formFields).values([
    { form_id: online!.id, slug: "name", label: both("Name"), field_type: FIELD_KIND.text, required: true, position: 0 },
    { form_id: online!.id, slug: "email", label: both("E-Mail"), field_type: FIELD_KIND.email, required: true, position: 1 },
    { form_id: online!.id, slug: "hinweis", label: both("Hinweis"), field_type: FIELD_KIND.heading, position: 2 },
    { form_id: online!.id, slug: "anhang", label: both("Anhang", "Attachment"), field_type: FIELD_KIND.file, position: 2 },
    { form_id: online!.id, slug: "bedarf", label: both("Bedarf", "Needs"), field_type: FIELD_KIND.checkboxMultiple, position: 3, choices: [{ value: "rollstuhl", label: both("Rollstuhl", "Wheelchair") }] },
  ]).returning({ id: formFields.id, slug: formFields.slug });
  return { online: online!.id, offline: offline!.id, fileField: fields.find((field) => field.slug === "anhang")!.id };
}

type FormIds = Awaited<ReturnType<typeof insertForms>>;

/**
 * Around the calling describe block: a migrated database that the route handlers use, holding
 * insertForms()'s forms, and a scratch DATA_DIR for uploads. The fields fill in before the tests run.
 */
export function formsDatabase(open: () => Promise<Database>, folderPrefix: string) {
  const state = {} as { database: Database; ids: FormIds; dataDir: string };
  beforeAll(async () => {
    state.dataDir = await mkdtemp(path.join(tmpdir(), folderPrefix));
    process.env.DATA_DIR = state.dataDir;
    state.database = await open();
    globalThis.__museumDb = Promise.resolve(state.database);
    state.ids = await insertForms(state.database.db);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await state.database.close();
    await rm(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = withCsrf) {
  return new NextRequest(new URL(path, "http://localhost"), {
    method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers },
  });
}

export function filePost(path: string, bytes: Uint8Array<ArrayBuffer>, name: string, headers: Record<string, string> = withCsrf) {
  const body = new FormData();
  body.append("file", new File([bytes], name));
  return new NextRequest(new URL(path, "http://localhost"), { method: "POST", body, headers });
}

/** The signed start of a form opened eight seconds ago: a person's pace. */
export const personStarted = (form: number) => issueFillToken(form, Date.now() - 8000);

export const PDF = new TextEncoder().encode("%PDF-1.4\n% Programm der Gruppe\n%%EOF\n");
export const lang = (value: "de" | "en") => ({ params: Promise.resolve({ lang: value }) });
