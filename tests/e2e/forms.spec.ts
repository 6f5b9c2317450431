import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./helpers/axe";
import { giveConsent } from "./helpers/consent";
import { logIn } from "./helpers/editor-page";

const TEXT = {
  de: {
    visit: "/de/besuch", link: "Gruppenführung anfragen", required: "Dieses Feld ist ein Pflichtfeld!", email: "Ungültige E-Mail-Adresse!",
    summary: /Bitte korrigieren Sie die \d+ markierten Felder\./, name: "Name", mail: "E-Mail-Adresse", confirm: "E-Mail-Adresse bestätigen",
    group: "Gruppe oder Institution", kind: "Art der Gruppe", kindChoice: "Schulklasse", people: "Anzahl Personen", date: "Wunschtermin",
    file: "Teilnehmerliste", uploaded: "Hochgeladen: teilnehmer.pdf", send: "Absenden", thanks: "Vielen Dank! Wir haben Ihre Anfrage erhalten",
    form: /^\/de\/formular\/gruppenfuehrung-anfragen\/\d+$/,
  },
  en: {
    visit: "/en/visit", link: "Request a group tour", required: "This field is required!", email: "Invalid e-mail address!",
    summary: /Please correct the \d+ marked fields\./, name: "Name", mail: "E-mail address", confirm: "Confirm e-mail address",
    group: "Group or institution", kind: "Type of group", kindChoice: "School class", people: "Number of people", date: "Preferred date",
    file: "List of participants", uploaded: "Uploaded: teilnehmer.pdf", send: "Send", thanks: "Thank you! We have received your request",
    form: /^\/en\/form\/request-a-group-tour\/\d+$/,
  },
} as const;

const PDF = Buffer.from("%PDF-1.4\n% Teilnehmerliste\n%%EOF\n");

async function fillCorrectly(page: Page, t: (typeof TEXT)["de" | "en"], name: string) {
  await page.getByLabel(t.name, { exact: false }).first().fill(name);
  await page.getByLabel(t.mail, { exact: false }).first().fill("ada@example.org");
  await page.getByLabel(t.confirm).fill("ada@example.org");
  await page.getByLabel(t.group, { exact: false }).fill("Klasse 7b");
  await page.getByLabel(t.kind, { exact: false }).selectOption({ label: t.kindChoice });
  await page.getByLabel(t.people, { exact: false }).fill("24");
  await page.getByLabel(t.date, { exact: false }).fill("2027-05-04");
  await page.getByLabel(t.file).setInputFiles({ name: "teilnehmer.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText(t.uploaded)).toBeVisible();
}

for (const lang of ["de", "en"] as const) {
  test(`a visitor sends the group-tour form with an upload (${lang}); an editor finds and exports it`, async ({ browser, baseURL }) => {
    const t = TEXT[lang];
    const context = await browser.newContext();
    await giveConsent(context, baseURL!);
    const page = await context.newPage();
    await page.goto(t.visit);
    // The form's clock starts with the server's answer to its start call, made when the visitor
    // first enters the form.
    const started = page.waitForResponse((response) => /\/api\/forms\/\d+\/start\/$/.test(response.url()) && response.ok());
    await page.getByRole("link", { name: t.link }).first().click();
    await expect(page).toHaveURL((url) => t.form.test(url.pathname));
    await expect(page.getByRole("heading", { level: 1, name: t.link })).toBeVisible();
    const formPath = new URL(page.url()).pathname;
    expect(await axeViolations(page)).toEqual([]);

    // Wrong first: every required field names its problem, and the count is announced.
    const name = page.getByLabel(t.name, { exact: false }).first();
    await page.getByLabel(t.mail, { exact: false }).first().fill("ada@");
    await started;
    const opened = Date.now();
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.summary })).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const nameError = await name.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${nameError}"]`)).toHaveText(t.required);
    await expect(page.getByText(t.email).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const sender = `Ada ${lang} ${Date.now()}`;
    await fillCorrectly(page, t, sender);
    // A person takes longer than the server's minimum fill time (3 s); a fast test runner might
    // not. The form counts from when it has read the start, which on a busy machine comes a
    // while after the answer this test saw: hence the margin.
    await page.waitForTimeout(Math.max(0, 5000 - (Date.now() - opened)));
    await page.getByRole("button", { name: t.send }).click();
    await expect(page.getByRole("status").filter({ hasText: t.thanks })).toBeVisible({ timeout: 15_000 });

    // A stale slug leads to the form's own address.
    const stale = await context.request.get(formPath.replace(/\/[^/]+\/(\d+)$/, "/alt/$1"), { maxRedirects: 0 });
    expect(stale.status()).toBe(308);
    expect(stale.headers().location).toContain(formPath);

    const editor = await browser.newContext();
    await logIn(editor);
    const dashboard = await editor.newPage();
    const formId = /(\d+)$/.exec(formPath)![1];
    await dashboard.goto(`/${lang}/dashboard/forms/${formId}/`);
    await dashboard.getByRole("link", { name: lang === "de" ? "Einsendungen" : "Submissions", exact: true }).click();
    await expect(dashboard.getByRole("heading", { level: 1 })).toContainText(t.link);
    expect(await axeViolations(dashboard)).toEqual([]);
    const row = dashboard.getByRole("row").filter({ hasText: sender });
    await expect(row).toBeVisible();
    await row.getByRole("link").click();
    await expect(dashboard.getByText(sender)).toBeVisible();
    const download = dashboard.getByRole("link", { name: lang === "de" ? "teilnehmer.pdf herunterladen" : "Download teilnehmer.pdf" });
    const file = await editor.request.get((await download.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // Visitors never reach the files.
    expect((await context.request.get((await download.getAttribute("href"))!)).status()).toBe(401);
    expect(await axeViolations(dashboard)).toEqual([]);

    await dashboard.goBack();
    const csvLink = dashboard.getByRole("link", { name: lang === "de" ? "CSV für Excel (Semikolon)" : "CSV for Excel (semicolon)" });
    const csv = await editor.request.get((await csvLink.getAttribute("href"))!);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.body());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain(`;${sender};ada@example.org;`);
    await editor.close();
    await context.close();
  });
}
